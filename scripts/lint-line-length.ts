/**
 * Fails when a line of code is longer than 120 characters (docs/decisions/0009-layers.md, "Line length").
 * Biome's formatter wraps code at 110 but leaves long strings, comments and template literals whole;
 * no tool we use measures them, so this one does: `npm run lint` runs it over every git-tracked code file
 * and over docs/benchmarks.md, whose rows a reader compares line by line.
 * The one exemption is copy: a line of `shared/content/` that is a string, a `key: '…'` pair or a
 * `const name = '…'`, is as long as its sentence.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LIMIT = 120;
const CODE_FILES = ['*.ts', '*.tsx', '*.mjs', '*.cjs', '*.scss'];
/** Documents held to the same limit. */
const DOCUMENTS = ['docs/benchmarks.md'];

/**
 * A line that is one string: after indentation a quote or backtick, a whole `key: '…'` pair, or a whole
 * `export const name = '…';` (each optionally followed by a comma or semicolon).
 */
const PROSE_LINE = /^\s*(?:['"`]|[\w$]+: (['"`]).*\1,?$|(?:export )?const [\w$]+ = (['"`]).*\2;?$)/;

const isProse = (file: string, line: string) => file.startsWith('shared/content/') && PROSE_LINE.test(line);

/** Code points, not UTF-16 units, so an em dash or an emoji counts once. */
const lengthOf = (line: string) => [...line].length;

const checkedPatterns = [...CODE_FILES, ...DOCUMENTS];
const trackedFiles = execFileSync('git', ['ls-files', '-z', '--', ...checkedPatterns], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && existsSync(file));

const problems = trackedFiles.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const length = lengthOf(line);
      if (length <= LIMIT || isProse(file, line)) return [];
      return [
        `${file}:${index + 1}: line is ${length} characters (limit ${LIMIT}): write for the reader, one idea per line`,
      ];
    }),
);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${trackedFiles.length} files: no line over ${LIMIT} characters`);
