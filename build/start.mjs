// `npm start`: builds when the build is missing or older than the sources, then runs the production
// server with `node` in this process's place (signals reach the server directly).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'dist/manifest.json');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['client', 'server', 'shared', 'styles', 'build'].map((dir) =>
  newestSource(path.join(root, dir)),
);
const stale = !existsSync(manifest) || Math.max(...sources) > statSync(manifest).mtimeMs;
if (stale) {
  console.log('Building the storefront...');
  execFileSync(process.execPath, ['--import', 'tsx', 'build/build.ts'], { cwd: root, stdio: 'inherit' });
}
const server = spawn(process.execPath, ['dist/server/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
