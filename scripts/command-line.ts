/**
 * The command lines of every command in `scripts/` (`npm start`, `npm run build`, `dev`, `export`, `edge`,
 * `brand-images`) and in `bench/`, read with commander (typed by `@commander-js/extra-typings`). Each
 * command declares its options once, with one line of help each; `--help` prints them and exits 0, and an
 * unknown option, a stray argument or a bad value is one line on standard error naming it, then exit 1.
 */
import path from 'node:path';
import { Command, InvalidArgumentError } from '@commander-js/extra-typings';

/** The width `--help` wraps at, in characters. */
const HELP_WIDTH = 110;

/**
 * A command as every one of ours behaves.
 *
 * @param invocation - how a reader types it, e.g. `npm run bench:spike --` (the usage line starts with it)
 * @param summary - what it does, in a sentence or two
 * @returns a commander command without options yet; add them, then `.parse()` and `.opts()`
 */
export function defineCommand(invocation: string, summary: string): Command {
  return (
    new Command(invocation)
      .description(summary)
      .usage('[options]')
      .helpOption('-h, --help', 'print this and exit')
      // Lines as wide as the code's (biome.json), whatever the terminal.
      .configureHelp({ helpWidth: HELP_WIDTH })
      // commander's "Did you mean" goes on a second line: an error stays one line.
      .showSuggestionAfterError(false)
  );
}

/** What a number option accepts. */
interface NumberRule {
  /** The smallest value accepted (default: none). */
  min?: number;
  /** Whether only whole numbers are accepted (default false). */
  integer?: boolean;
}

/**
 * A commander argument parser for a number.
 *
 * @param rule - the smallest value and whether it must be whole
 * @returns a parser giving the number; text that is not one, or a number outside the rule, is refused with
 *   what was expected (commander prints the option, the value and that, then exits 1)
 */
export function numberOf(rule: NumberRule = {}): (text: string) => number {
  const wanted = `${rule.integer ? 'a whole number' : 'a number'}${rule.min === undefined ? '' : ` ≥ ${rule.min}`}`;
  return (text) => {
    const value = Number(text);
    const valid =
      text.trim() !== '' &&
      Number.isFinite(value) &&
      (!rule.integer || Number.isInteger(value)) &&
      (rule.min === undefined || value >= rule.min);
    if (!valid) throw new InvalidArgumentError(`Expected ${wanted}.`);
    return value;
  };
}

/**
 * A commander argument parser for an option that may be repeated, e.g. `--route / --route /shop`.
 *
 * @param read - reads (and may refuse, by throwing `InvalidArgumentError`) one value
 * @returns a parser that adds each value to the earlier ones, in order (the option is undefined when not given)
 */
export function eachOf<T>(read: (text: string) => T): (text: string, earlier: T[] | undefined) => T[] {
  return (text, earlier) => [...(earlier ?? []), read(text)];
}

/**
 * A site path such as `/shop`, for options that name pages.
 *
 * @param text - the value given
 * @returns the text; anything not starting with `/` is refused
 */
export function sitePath(text: string): string {
  if (!text.startsWith('/')) throw new InvalidArgumentError('Expected a path such as /shop.');
  return text;
}

/**
 * A file or folder named on the command line, as an absolute path. npm runs a script from its package's
 * folder (the lab's is `bench/`), so a relative path is read from where npm was run (`INIT_CWD`, set by
 * npm; the working directory otherwise), as the reader typed it.
 *
 * @param text - the value given, relative or absolute
 * @returns the absolute path
 */
export function pathFromCaller(text: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), text);
}
