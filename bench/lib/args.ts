/**
 * The command lines of the benchmark scripts, read with `node:util`'s `parseArgs`. Each script declares
 * its options once (type, default, one line of help); it gets typed values back, `--help` prints the
 * options, and an unknown option or a bad value ends the process with one line naming it and exit code 1.
 */
import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** A number option, e.g. `--seconds 5`. */
interface NumberOption {
  type: 'number';
  default: number;
  help: string;
  /** The smallest value accepted (default: none). */
  min?: number;
  /** Whether only whole numbers are accepted (default false). */
  integer?: boolean;
}

/** A text option given once, e.g. `--compare HEAD~1`; `choices` limits it to a few words. */
interface TextOption {
  type: 'string';
  default?: string;
  help: string;
  choices?: readonly string[];
}

/** A text option that may be repeated, e.g. `--route / --route /shop`: every value, in order. */
interface ListOption {
  type: 'list';
  help: string;
}

/** A switch, e.g. `--trace-gc`: true when given. */
interface FlagOption {
  type: 'boolean';
  help: string;
}

/** One option a script accepts. */
export type OptionSpec = NumberOption | TextOption | ListOption | FlagOption;

/** The value a script gets for one option. */
type ValueOf<S extends OptionSpec> = S extends NumberOption
  ? number
  : S extends ListOption
    ? string[]
    : S extends FlagOption
      ? boolean
      : S extends { choices: readonly (infer C)[]; default: string }
        ? C
        : S extends { choices: readonly (infer C)[] }
          ? C | undefined
          : S extends { default: string }
            ? string
            : string | undefined;

/** The values of a script's options, one property per option name. */
export type OptionValues<T extends Record<string, OptionSpec>> = { [K in keyof T]: ValueOf<T[K]> };

/** What a script accepts: a one-line summary, its positional arguments and its options. */
export interface CommandSpec<T extends Record<string, OptionSpec>> {
  /** What the script does, in one line. */
  summary: string;
  /** How it is run, e.g. `npm run bench:spike -- [options]`. */
  usage: string;
  /** Positional arguments, e.g. `['<url>']`; the first `required` of them must be given. */
  positionals?: { names: readonly string[]; required: number };
  options: T;
}

/** Ends the process after one line on standard error, naming what was wrong. */
function refuse(script: string, message: string): never {
  console.error(`${script}: ${message} (--help lists the options)`);
  process.exit(1);
}

/** The help text: the summary, then one line per option with its default. */
function helpText<T extends Record<string, OptionSpec>>(script: string, command: CommandSpec<T>): string {
  const lines = [`${script}: ${command.summary}`, '', `Usage: ${command.usage}`, '', 'Options:'];
  const optionOf = (name: string, spec: OptionSpec) =>
    `  --${name}${spec.type === 'boolean' ? '' : spec.type === 'number' ? ' <n>' : ' <value>'}`;
  const entries = Object.entries(command.options);
  // The descriptions start in one column, two spaces past the longest option (at least column 26).
  const column = Math.max(26, ...entries.map(([name, spec]) => optionOf(name, spec).length + 2));
  for (const [name, spec] of entries) {
    const choices = spec.type === 'string' && spec.choices ? ` (${spec.choices.join(' | ')})` : '';
    const fallback = 'default' in spec && spec.default !== undefined ? ` [default: ${spec.default}]` : '';
    lines.push(`${optionOf(name, spec).padEnd(column)}${spec.help}${choices}${fallback}`);
  }
  lines.push(`${'  --help'.padEnd(column)}print this and exit`);
  return lines.join('\n');
}

/**
 * A number option's value from its text.
 *
 * @returns the number; text that is not one, or a number outside what the option accepts, ends the
 *   process with one line naming the option, the value and what was expected
 */
function numberValue(script: string, name: string, spec: NumberOption, text: string): number {
  const value = Number(text);
  const wanted = `${spec.integer ? 'a whole number' : 'a number'}${spec.min === undefined ? '' : ` ≥ ${spec.min}`}`;
  const valid =
    text.trim() !== '' &&
    Number.isFinite(value) &&
    (!spec.integer || Number.isInteger(value)) &&
    (spec.min === undefined || value >= spec.min);
  if (!valid) refuse(script, `invalid --${name}=${JSON.stringify(text)}: expected ${wanted}`);
  return value;
}

/**
 * Reads the command line of a benchmark script.
 *
 * @param command - the script's summary, positional arguments and options
 * @param argv - the arguments after the script's path (default: this process's)
 * @returns the typed value of every option (its default when absent) and the positional arguments;
 *   `--help` prints the options and exits 0; an unknown option, a missing or bad value, or a missing or
 *   extra positional argument prints one line naming it and exits 1
 */
export function parseCommandLine<const T extends Record<string, OptionSpec>>(
  command: CommandSpec<T>,
  argv: readonly string[] = process.argv.slice(2),
): { values: OptionValues<T>; positionals: string[] } {
  const script = path.basename(process.argv[1] ?? 'bench');
  const config: ParseArgsConfig['options'] = { help: { type: 'boolean' } };
  for (const [name, spec] of Object.entries(command.options)) {
    config[name] =
      spec.type === 'boolean' ? { type: 'boolean' } : { type: 'string', multiple: spec.type === 'list' };
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options: config, strict: true, allowPositionals: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'(-[^' ]+)/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') refuse(script, `unknown option ${option}`);
    refuse(script, message.split('\n')[0] ?? message);
  }
  if (parsed.values.help) {
    console.log(helpText(script, command));
    process.exit(0);
  }
  const names = command.positionals?.names ?? [];
  if (parsed.positionals.length > names.length) {
    refuse(script, `unexpected argument ${JSON.stringify(parsed.positionals[names.length])}`);
  }
  if (parsed.positionals.length < (command.positionals?.required ?? 0)) {
    refuse(script, `missing ${names[parsed.positionals.length]}`);
  }
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(command.options)) {
    const given = parsed.values[name];
    if (spec.type === 'boolean') values[name] = given === true;
    else if (spec.type === 'list') values[name] = (given as string[] | undefined) ?? [];
    else if (given === undefined) values[name] = spec.default;
    else if (spec.type === 'number') values[name] = numberValue(script, name, spec, given as string);
    else if (spec.choices && !spec.choices.includes(given as string)) {
      refuse(script, `invalid --${name}=${JSON.stringify(given)}: expected ${spec.choices.join(' or ')}`);
    } else values[name] = given;
  }
  return { values: values as OptionValues<T>, positionals: parsed.positionals };
}
