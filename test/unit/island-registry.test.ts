/**
 * Islands are listed, one line each, in `shared/island-registry.ts`: every file in `shared/islands/` is
 * there under its own name and declares that name, and the build gives each a chunk of its own. The
 * build runs here, in memory, so the test needs no earlier `npm run build`.
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { clientOptions } from '../../scripts/build';
import { islandImport, islandRegistry } from '../../shared/island-registry';

const root = path.resolve(import.meta.dirname, '../..');
const files = readdirSync(path.join(root, 'shared/islands')).filter((file) => file.endsWith('.tsx'));
const names = files.map((file) => file.replace(/\.tsx$/, ''));

describe('the island registry', () => {
  it.each(names)('lists shared/islands/%s.tsx under its own name', (name) => {
    expect(
      Object.keys(islandRegistry),
      `shared/islands/${name}.tsx is not in shared/island-registry.ts: add "'${name}': () => import(...)"`,
    ).toContain(name);
  });

  it('lists no island that has no file', () => {
    expect(Object.keys(islandRegistry).sort()).toEqual([...names].sort());
  });

  it.each(names)('loads an island named %s that declares the same name', async (name) => {
    const load = islandImport(name);
    const module = await load?.();
    expect(
      module?.default.name,
      `shared/islands/${name}.tsx must end with: export default defineIsland('${name}', Component)`,
    ).toBe(name);
    expect(typeof module?.default.Component).toBe('function');
  });

  it('knows no island by an inherited or made-up name', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'no-such-island', ''])
      expect(islandImport(name), name).toBeUndefined();
  });

  it('gives each island a chunk of its own in the client build', async () => {
    const target = { outDir: path.join(tmpdir(), 'island-registry-test'), dev: false };
    const result = await esbuild.build({ ...clientOptions(target), write: false, logLevel: 'silent' });
    const chunkOf = new Map(
      Object.entries(result.metafile.outputs).map(([output, info]) => [info.entryPoint, output]),
    );
    for (const name of names) {
      const chunk = chunkOf.get(`shared/islands/${name}.tsx`);
      expect(chunk, `no chunk for shared/islands/${name}.tsx`).toBeDefined();
      expect(path.basename(chunk ?? '')).toMatch(new RegExp(`^${name}-[A-Z0-9]+\\.js$`));
    }
  }, 30_000);
});
