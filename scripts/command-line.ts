/**
 * The command line of the product's own commands (`npm start`, `npm run build`, `dev`, `export`, `edge`,
 * `brand-images`), read with Node's `util.parseArgs`: `--help` prints what the command does and exits 0,
 * and an unknown option or a stray argument is one line naming it, then exit 1.
 */
import { parseArgs } from 'node:util';

/** One option of a command: a string with a default, or a boolean flag. */
interface CommandOption {
  type: 'string' | 'boolean';
  /** The value when the option is not given (strings only). */
  default?: string;
  /** One line for `--help`. */
  help: string;
}

/** What a command says of itself under `--help`. */
export interface CommandDescription<Options extends Record<string, CommandOption>> {
  /** How to call it, e.g. `npm run export [-- --outdir <folder>]`. */
  usage: string;
  /** What it does, in a sentence or two. */
  summary: string;
  /** Its options, by long name (without `--`); `help` is added to every command. */
  options?: Options;
}

/** The values {@link readCommandLine} returns: a string or a boolean per option. */
type OptionValues<Options extends Record<string, CommandOption>> = {
  [Name in keyof Options]: Options[Name]['type'] extends 'string' ? string : boolean;
};

/**
 * Reads `process.argv` for a command. Prints the usage and exits 0 on `--help` or `-h`; prints one line
 * and exits 1 on an unknown option or a positional argument.
 *
 * @param command - the usage line, the summary and the options
 * @param args - the arguments after the script (default `process.argv.slice(2)`)
 * @returns the option values (defaults filled in; a boolean flag not given is false)
 */
export function readCommandLine<Options extends Record<string, CommandOption>>(
  command: CommandDescription<Options>,
  args: string[] = process.argv.slice(2),
): OptionValues<Options> {
  const described = command.options ?? ({} as Options);
  const options = Object.fromEntries(
    Object.entries(described).map(([name, option]) => [name, { type: option.type, default: option.default }]),
  );
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's message names the option or argument, then adds a hint: keep the first sentence.
    console.error(`${(error as Error).message.split('. ')[0]}; usage: ${command.usage}`);
    process.exit(1);
  }
  if (values.help) {
    console.log(helpText(command));
    process.exit(0);
  }
  const filled = Object.keys(described).map((name) => [name, values[name] ?? false]);
  return Object.fromEntries(filled) as OptionValues<Options>;
}

/**
 * The text `--help` prints: the usage, the summary and one line per option.
 *
 * @param command - the command's description
 * @returns lines joined with newlines
 */
function helpText(command: CommandDescription<Record<string, CommandOption>>): string {
  const optionLines = Object.entries(command.options ?? {}).map(([name, option]) => {
    const value = option.type === 'string' ? ` <value>` : '';
    const fallback = option.default === undefined ? '' : ` (default: ${option.default})`;
    return `  --${name}${value}  ${option.help}${fallback}`;
  });
  return [
    `Usage: ${command.usage}`,
    '',
    command.summary,
    '',
    'Options:',
    ...optionLines,
    '  --help  this text',
  ].join('\n');
}
