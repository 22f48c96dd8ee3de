/**
 * Every command the README names exists and runs. The README's scripts table and every `npm run …`,
 * `npm start` and `npm test` in its text must be scripts of `package.json`; each must then run: the
 * checks CI itself runs (`.ci/run`, and the scripts those run) are run there, and every other one runs
 * to its `--help`, the quickest honest check of a command that builds, serves or measures.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const ciScript = readFileSync(path.join(root, '.ci/run'), 'utf8');
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).scripts;

/**
 * The scripts a markdown text names: `npm start`, `npm test` and `npm run <name>` anywhere, and in the
 * first cell of a table row, the bare names after a slash (`` `npm run typecheck` / `lint` ``).
 *
 * @param text - markdown
 * @returns script names, each once, in order of first mention
 */
function namedScripts(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\bnpm (start|test)\b|\bnpm run ([a-z][\w:-]*)/g))
    names.push(match[1] ?? match[2] ?? '');
  for (const row of text.split('\n').filter((line) => line.startsWith('| `npm'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/\/ `([a-z][\w:-]*)`/g)) names.push(match[1] ?? '');
  }
  return [...new Set(names)];
}

/**
 * The scripts a command line runs: `npm test`, `npm start`, `npm run <name>`, and the names given to
 * npm-run-all2's `run-p` / `run-s`.
 *
 * @param command - a shell line or a package.json script
 * @returns script names
 */
function scriptsRunBy(command: string): string[] {
  const names = [...command.matchAll(/\bnpm (start|test)\b|\bnpm run ([a-z][\w:-]*)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  for (const match of command.matchAll(/\brun-[ps]\b([^&|;]*)/g))
    names.push(...(match[1] ?? '').split(/\s+/).filter((word) => /^[a-z][\w:-]*$/.test(word)));
  return names;
}

/**
 * Every script CI runs, directly from `.ci/run` or through another script.
 *
 * @returns script names
 */
function scriptsCiRuns(): Set<string> {
  const reached = new Set<string>();
  const pending = scriptsRunBy(ciScript.replace(/^\s*#.*$/gm, ''));
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (reached.has(name) || !scripts[name]) continue;
    reached.add(name);
    pending.push(...scriptsRunBy(scripts[name]));
  }
  return reached;
}

/** The tools' own commands, whose `--help` is the tool's: what their usage line starts with. */
const TOOL_USAGE: Record<string, string> = { format: 'Usage: biome check' };

/** How a reader types a script: `npm start`, `npm test`, `npm run <name>`. */
const commandOf = (name: string) => (name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`);

const named = namedScripts(readme);
const ranByCi = scriptsCiRuns();

describe('the commands the README names', () => {
  it('finds the scripts table and the commands of its text', () => {
    expect(named).toEqual(
      expect.arrayContaining(['start', 'test', 'build', 'edge', 'format', 'bench:spike']),
    );
  });

  it.each(named.map((name) => [commandOf(name), name]))(
    '%s is a script of package.json',
    (_command, name) => {
      expect(Object.keys(scripts), `README.md names ${name}`).toContain(name);
    },
  );

  it('has CI run npm test and the Node 24 server tests, and through them the fast tests, typecheck and lint', () => {
    expect([...ranByCi]).toEqual(
      expect.arrayContaining(['test', 'test:node24', 'test:fast', 'typecheck', 'lint']),
    );
  });

  const notRunByCi = named.filter((name) => !ranByCi.has(name) && scripts[name]);
  const helpCases = notRunByCi.map((name) => [commandOf(name), name]);
  // One at a time: each start is CPU-bound (npm, tsx, the command's imports), so five side by side on two
  // busy cores took up to a minute each beside the browser journeys, one at a time a few seconds each.
  it.each(helpCases)('%s -- --help prints its usage and exits 0', async (_command, name) => {
    const { stdout } = await run('npm', ['run', '--silent', name, '--', '--help'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
    });
    const usage = TOOL_USAGE[name] ?? `Usage: ${commandOf(name)}`;
    expect(stdout).toContain(usage);
    // Each option of our own commands stands apart from its description, however long its name.
    const ownOptionLines = TOOL_USAGE[name]
      ? []
      : stdout.split('\n').filter((text) => text.startsWith('  --'));
    for (const line of ownOptionLines)
      expect(line, `${name} --help`).toMatch(/^ {2}--[\w-]+( <\w+>)? {2,}\S/);
  });
});
