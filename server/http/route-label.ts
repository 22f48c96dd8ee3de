/**
 * The route label of a request (docs/decisions/0008-load-shedding.md, "Metrics"): the one label the
 * request's latency and its page's render time are recorded with. It has a bounded set of values, the
 * route pattern or a kind of file, never a raw path or query, so a flood of new URLs cannot grow the
 * series.
 */
import type { Request } from 'express';
import { addressablePages } from '../../shared/content/page-table';
import { FILE_PATH, PROBE_PATHS, SITE_FILE_PATHS } from './paths';

/** The paths of the page table's pages: a page's route label is its path. */
const PAGE_PATHS: ReadonlySet<string> = new Set(addressablePages.map((page) => page.path));

/**
 * The route label of a path: a page's path (`/`, `/shop`), or what kind of answer the path asks for.
 * The status code, a label of its own, says how it went (200, 304, 301, 404, 503...), so a shed or
 * redirected page keeps its page's label.
 *
 * @param path - a request's path, without the query
 * @returns a page path, `health`, `static`, `site_file`, `dev` or `not_found` (any other path)
 */
function routeLabel(path: string): string {
  if (PAGE_PATHS.has(path)) return path;
  if (PROBE_PATHS.has(path)) return 'health';
  if (SITE_FILE_PATHS.includes(path)) return 'site_file';
  if (path.startsWith('/__dev/')) return 'dev';
  if (path.startsWith('/assets/') || FILE_PATH.test(path)) return 'static';
  return 'not_found';
}

/*
 * Each request's label, kept with the request object rather than in `res.locals`: the map is private
 * to this module, so nothing else can write a label or read one under a misspelt key, the value is
 * typed, and an entry goes away with its request. The first middleware (`requestMetrics`) asks for
 * the label as the request arrives, which decides it; every later reader gets that same value, even
 * after a mounted router has rewritten `req.url`.
 */
const decided = new WeakMap<Pick<Request, 'path'>, string>();

/**
 * The route label of a request, decided once, from its path, on the first call; later calls for the
 * same request return that label without looking at the path again.
 *
 * @param req - the request (Express's: `path` is its path without the query)
 * @returns a page path (`/`, `/shop`), `health`, `static`, `site_file`, `dev` or `not_found` (any other
 *   path, an unreadable one included)
 */
export function routeLabelOf(req: Pick<Request, 'path'>): string {
  const known = decided.get(req);
  if (known !== undefined) return known;
  const label = routeLabel(req.path);
  decided.set(req, label);
  return label;
}
