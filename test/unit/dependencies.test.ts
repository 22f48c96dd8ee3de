/**
 * Dependency versions at or above the ones with known fixes for published advisories, as locked in package-lock.json,
 * which is what `npm ci` installs in CI and in the Docker image.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as {
  packages: Record<string, { version?: string }>;
};

/** Compares dotted versions numerically: negative when a < b. */
function compareVersions(a: string, b: string): number {
  const [x = [], y = []] = [a, b].map((v) => (v.split('-')[0] ?? '').split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

describe('locked dependency versions', () => {
  for (const [name, minimum] of [
    ['react-router-dom', '7.18.2'],
    ['react-router', '7.18.2'],
    ['compression', '1.8.1'],
    ['path-to-regexp', '8.4.0'],
  ] as const) {
    it(`${name} is at least ${minimum}`, () => {
      const version = lock.packages[`node_modules/${name}`]?.version;
      expect(version, `${name} is in the lock file`).toBeDefined();
      expect(compareVersions(version as string, minimum)).toBeGreaterThanOrEqual(0);
    });
  }

  it('compares versions numerically, not as text', () => {
    expect(compareVersions('8.10.0', '8.4.0')).toBeGreaterThan(0);
    expect(compareVersions('1.8.0', '1.8.1')).toBeLessThan(0);
  });
});
