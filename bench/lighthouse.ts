/**
 * `npm run lighthouse`: runs Lighthouse 12.8 (mobile defaults) with Debian's Chromium against a fresh
 * production build on loopback, for every page and the 404, and prints each page's four category
 * scores, LCP/TBT/CLS and the failed audits. `--runs N` takes the median of N runs (default 1);
 * `--route /shop` audits only that path (repeat it for more); `--help` lists the options. The server is
 * the production build run by bench/lib/server-under-test.ts. Under the table it lists what the image
 * audits found: each image's URL and the bytes Lighthouse says it wastes.
 * Photos from the stock-photo host cannot load on a closed network, so they are answered with the
 * same local placeholder the screenshots use, as they would load online.
 */

import { defineCommand, eachOf, numberOf, sitePath } from '../scripts/command-line';
import { ALL_PATHS, MISSING_PATH } from '../scripts/harness/site-paths';
import { buildThisCheckout } from './lib/checkouts';
import { auditPage, type LighthouseResult, startPhotoStandIn } from './lib/lighthouse-run';
import { printTable } from './lib/report';
import { bareMachineSetup, startServerUnderTest } from './lib/server-under-test';
import { median } from './lib/stats';

const options = defineCommand(
  'npm run lighthouse --',
  'Lighthouse (mobile) on every page of a fresh production build',
)
  .option('--runs <n>', 'runs per page (the median is printed)', numberOf({ min: 1, integer: true }), 1)
  .option('--route <path>', 'audit only this path (repeat it for more)', eachOf(sitePath))
  .parse()
  .opts();
const routes = options.route ?? ALL_PATHS;
const { runs } = options;

buildThisCheckout();
// Canonical links on the audited origin, as they are on the public one.
const server = await startServerUnderTest({
  setup: bareMachineSetup(),
  name: 'lighthouse',
  env: { SITE_URL: 'http://127.0.0.1' },
  pinned: false,
});
const { origin } = server;
const photos = await startPhotoStandIn();

/** Each audited page's cells, printed as a row when the page is done and in the table at the end. */
const rows: (string | number)[][] = [];
const printLastRow = () => console.log(`| ${rows[rows.length - 1]?.join(' | ')} |`);
/** The seven figure columns (Perf to CLS) of a page Lighthouse could not audit. */
const NO_FIGURES = Array<string>(7).fill('-');
/** The image audits whose findings are listed under the table. */
const IMAGE_AUDITS = [
  'uses-responsive-images',
  'modern-image-formats',
  'image-delivery-insight',
  'offscreen-images',
];
const imageFindings: string[] = [];

/** One line per image an image audit flags: the page, the audit, the image's URL and the wasted KiB. */
function listImageFindings(route: string, lhr: LighthouseResult): void {
  for (const id of IMAGE_AUDITS) {
    const found = lhr.audits[id];
    if (!found || found.score === null || found.score >= 0.9) continue;
    const details = found.details as { items?: { url?: string; wastedBytes?: number }[] } | undefined;
    for (const item of details?.items ?? []) {
      const wastedKiB = ((item.wastedBytes ?? 0) / 1024).toFixed(1);
      imageFindings.push(`${route} ${id}: ${item.url ?? '(no URL)'} wastes ${wastedKiB} KiB`);
    }
  }
}

try {
  for (const route of routes) {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await auditPage(origin + route, { photos, errorStatusExpected: route === MISSING_PATH }));
    }
    const score = (id: string) =>
      median(results.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100)));
    const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
    const last = results[results.length - 1];
    if (!last) continue;
    if (last.runtimeError) {
      rows.push([route, ...NO_FIGURES, `Lighthouse could not audit: ${last.runtimeError.code}`]);
      printLastRow();
      continue;
    }
    const failed = Object.values(last.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    listImageFindings(route, last);
    rows.push([
      route,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${Math.round(metric('total-blocking-time'))} ms`,
      metric('cumulative-layout-shift').toFixed(3),
      failed.join(', ') || '-',
    ]);
    printLastRow();
  }
} finally {
  await server.stop();
  photos.close();
}
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile defaults:\n`);
printTable(['route', 'Perf', 'A11y', 'Best Pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'failed audits'], rows);
if (imageFindings.length > 0) console.log(`\nImage findings:\n${imageFindings.join('\n')}`);
