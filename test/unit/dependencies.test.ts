/**
 * Dependency versions at or above the ones with known fixes for published advisories, as locked in package-lock.json,
 * which is what `npm ci` installs in CI and in the Docker image.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as {
  packages: Record<string, { version?: string }>;
};

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
      expect(semver.gte(version as string, minimum), `${name} ${version} >= ${minimum}`).toBe(true);
    });
  }
});
