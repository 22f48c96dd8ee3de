/**
 * Islands are found, not listed: every file in `shared/islands/` declares the island of its own name,
 * and the build gives each one a chunk of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition } from '../../shared/components/island';

const root = path.resolve(import.meta.dirname, '../..');
const files = readdirSync(path.join(root, 'shared/islands')).filter((file) => file.endsWith('.tsx'));

describe('islands', () => {
  it.each(files)('shared/islands/%s default-exports defineIsland with its own file name', async (file) => {
    const name = file.replace(/\.tsx$/, '');
    const module = (await import(`../../shared/islands/${name}.tsx`)) as {
      default?: IslandDefinition<object>;
    };
    expect(
      module.default?.name,
      `${file} must end with: export default defineIsland('${name}', Component)`,
    ).toBe(name);
    expect(typeof module.default?.Component).toBe('function');
  });

  it.each(files)('the build gives shared/islands/%s a chunk of its own and lists its imports', (file) => {
    const manifestFile = path.join(root, 'dist/manifest.json');
    expect(existsSync(manifestFile), 'run npm run build first').toBe(true);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { islands: Record<string, string[]> };
    const chunks = manifest.islands[file.replace(/\.tsx$/, '')] ?? [];
    expect(chunks[0]).toMatch(new RegExp(`^/assets/${file.replace(/\.tsx$/, '')}-[A-Z0-9]+\\.js$`));
    for (const chunk of chunks) expect(existsSync(path.join(root, 'dist/public', chunk)), chunk).toBe(true);
  });
});
