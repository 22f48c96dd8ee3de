/**
 * `npm start`: builds when the build is missing or older than the sources (`build-freshness.ts`), then
 * runs the production server as a child, passing Ctrl-C and SIGTERM on to it and exiting with its code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnlessCurrent } from './build-freshness';
import { defineCommand } from './command-line';

defineCommand(
  'npm start',
  'Builds dist/ when it is missing or older than the sources, then runs the production server ' +
    '(settings from the environment: .env.example lists them).',
).parse();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildUnlessCurrent(console.log);
const server = spawn(process.execPath, ['dist/server/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
