/**
 * The page ETag covers every input of the HTML (docs/decisions/0004-page-etags.md). A copy of the
 * project is built twice, the second time with one server-only content value changed (an opening hour:
 * it is in the footer and the JSON-LD, never in the browser's code); each build's own server must then
 * answer `/` with a different ETag, so no cache keeps the old page. A rebuild of unchanged sources
 * keeps the ETag, so caches are not emptied for nothing. Each copy is built by its own
 * `build/build.ts`, all three in this process (the toolchain loads once); each server runs on its
 * own. This file is the `build` project, run after the fast ones.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startProductionServer } from '../support/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const copies: string[] = [];
const servers: RunningServer[] = [];

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** The build script of a copy: its own module, whose `root` is the copy. */
async function buildScriptOf(dir: string): Promise<typeof import('../../build/build')> {
  return import(pathToFileURL(path.join(dir, 'build/build.ts')).href);
}

/** A fresh copy of the sources, sharing node_modules, built into its own dist/. */
async function buildCopy(edit?: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'etag-'));
  copies.push(dir);
  for (const entry of ['client', 'server', 'shared', 'styles', 'build', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  edit?.(dir);
  const { build } = await buildScriptOf(dir);
  await build({ outDir: path.join(dir, 'dist'), dev: false });
  return dir;
}

/** Starts a copy's built server and answers `/` with its ETag and body. */
async function home(dir: string): Promise<{ etag: string | null; html: string }> {
  const server = await startProductionServer({ cwd: dir });
  servers.push(server);
  const res = await fetch(`${server.origin}/`);
  const result = { etag: res.headers.get('etag'), html: await res.text() };
  await server.stop();
  return result;
}

describe('page ETags', () => {
  it('change when a server-only content value changes, and only then', async () => {
    const editHours = (dir: string) => {
      const file = path.join(dir, 'shared/content/hours.ts');
      const source = readFileSync(file, 'utf8');
      const edited = source.replace(
        "opens: '10:00', closes: '18:00' }];",
        "opens: '10:00', closes: '19:00' }];",
      );
      expect(edited, 'the store hours line to edit').not.toBe(source);
      writeFileSync(file, edited);
    };
    const [original, same, changed] = await Promise.all([buildCopy(), buildCopy(), buildCopy(editHours)]);
    const [a, b, c] = await Promise.all([home(original), home(same), home(changed)]);
    expect(a.etag).toMatch(/^W\/"/);
    expect(b.etag, 'an identical rebuild keeps the ETag').toBe(a.etag);
    expect(c.html, 'the edit shows in the page').not.toBe(a.html);
    expect(c.etag, 'a changed page gets a new ETag').not.toBe(a.etag);
  }, 120_000);
});
