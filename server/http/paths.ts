/**
 * The kinds of path the server answers other than pages, each named once: `server/app.ts` mounts its
 * handlers on them, the route label (`./route-label.ts`) sorts a request by them, the metrics server
 * passes the probes on, and every page names the speculation rules by their URL.
 */

/** URL of the speculation rules, named by every page's `Speculation-Rules` header. */
export const SPECULATION_RULES_URL = '/speculation-rules.json';

/** The paths of the files made from configuration: `app.ts` mounts `siteFiles` on exactly these. */
export const SITE_FILE_PATHS: readonly string[] = ['/robots.txt', '/sitemap.xml', SPECULATION_RULES_URL];

/** The probes' paths: liveness and readiness, answered before load shedding and on the metrics port. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * A path that names a file: its last segment has an extension. No page path has one, so `app.ts`
 * mounts the public files on it, and a request for such a path is labelled `static`.
 */
export const FILE_PATH = /\.[A-Za-z0-9]+$/;
