/**
 * `npm run dev`: rebuilds client, styles and server on change (scripts/build.ts --watch) and restarts
 * the server whenever its bundle or the asset manifest changes. Development React builds on the client.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

rmSync('dist', { recursive: true, force: true });
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--watch'], { stdio: 'inherit' }),
];
while (!existsSync('dist/manifest.json') || !existsSync('dist/server/index.js')) await sleep(200);
children.push(
  spawn(
    process.execPath,
    ['--watch-path=dist/server', '--watch-path=dist/manifest.json', 'dist/server/index.js'],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } },
  ),
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
