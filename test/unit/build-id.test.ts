/**
 * The build id (docs/decisions/0004-page-etags.md): a hash of every file of a build, so the page ETag
 * changes with any change to the client code, the stylesheet, the public files or the server bundle
 * (which holds the pages and the content), and with nothing else: an identical rebuild keeps it, so
 * caches are not emptied for nothing.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIdOf } from '../../scripts/build';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A build folder with a server bundle, a stylesheet and a manifest. */
function buildFolder(bundle = 'export const hours = "Mon-Fri 10am-6pm";'): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'server'));
  mkdirSync(path.join(dir, 'public/assets'), { recursive: true });
  writeFileSync(path.join(dir, 'server/index.js'), bundle);
  writeFileSync(path.join(dir, 'public/assets/main-0123456789.css'), 'body{color:#3b2418}');
  writeFileSync(path.join(dir, 'manifest.json'), '{}');
  return dir;
}

describe('the build id', () => {
  it('is the same for two builds of the same files', () => {
    expect(buildIdOf(buildFolder())).toBe(buildIdOf(buildFolder()));
  });

  it('changes when the server bundle changes, as it does for an edited content value', () => {
    const edited = buildFolder('export const hours = "Mon-Fri 10am-7pm";');
    expect(buildIdOf(edited)).not.toBe(buildIdOf(buildFolder()));
  });

  it('changes when a file is renamed', () => {
    const renamed = buildFolder();
    const assets = path.join(renamed, 'public/assets');
    renameSync(path.join(assets, 'main-0123456789.css'), path.join(assets, 'main-9876543210.css'));
    expect(buildIdOf(renamed)).not.toBe(buildIdOf(buildFolder()));
  });

  it('leaves the manifest out: it is written after the id, and holds it', () => {
    const rewritten = buildFolder();
    writeFileSync(path.join(rewritten, 'manifest.json'), '{"buildId":"x"}');
    expect(buildIdOf(rewritten)).toBe(buildIdOf(buildFolder()));
  });
});
