/**
 * `npm run bench:dev`: how long the development loop takes from saving a file to the browser showing
 * the change, without a manual refresh. Runs `npm run dev` on a copy of the sources, opens the home
 * page in Chromium, then edits a style (a colour token) and a content module (a claim shown on the home page) a few
 * times each and prints each delay in ms, with the median. The goal is at most 1.5 s.
 *
 * Usage: `npm run bench:dev [-- --rounds 3]` (`-- --help` lists the options).
 */
import { launchChromium } from '../scripts/chromium';
import { defineCommand, numberOf } from '../scripts/command-line';
import { startDevSession } from '../scripts/harness/dev-session';
import { printTable } from './lib/report';
import { median } from './lib/stats';

const { rounds } = defineCommand(
  'npm run bench:dev --',
  'save-to-visible delay of the development loop, for a style and a content module',
)
  .option('--rounds <n>', 'edits of each kind', numberOf({ min: 1, integer: true }), 3)
  .parse()
  .opts();
const session = await startDevSession();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${session.origin}/`);
  const styleTimes: number[] = [];
  const contentTimes: number[] = [];
  let colour = '#fff8f1';
  let claim = 'Custom orders welcome';
  for (let round = 1; round <= rounds; round++) {
    const nextColour = `#fff8f${round}`;
    const started = performance.now();
    session.edit(
      'styles/abstracts/_tokens.scss',
      `--color-paper: ${colour};`,
      `--color-paper: ${nextColour};`,
    );
    await page.waitForFunction(
      // The body is null while a reloaded page's parser has not reached it.
      (expected) => document.body !== null && getComputedStyle(document.body).backgroundColor === expected,
      `rgb(255, 248, ${240 + round})`,
      { timeout: 20_000, polling: 20 },
    );
    styleTimes.push(performance.now() - started);
    colour = nextColour;

    const nextClaim = `Custom orders welcome, round ${round}`;
    const begun = performance.now();
    session.edit('shared/content/brand.ts', `'${claim}'`, `'${nextClaim}'`);
    await page.waitForFunction((text) => document.body?.textContent?.includes(text), nextClaim, {
      timeout: 20_000,
      polling: 20,
    });
    contentTimes.push(performance.now() - begun);
    claim = nextClaim;
  }
  const row = (name: string, times: number[]) => [
    name,
    times.map((time) => Math.round(time)).join(', '),
    `${Math.round(median(times))} ms`,
  ];
  console.log('');
  printTable(
    ['edit', 'save to visible, each round (ms)', 'median'],
    [
      row('style (a colour token)', styleTimes),
      row('content module (a claim on the home page)', contentTimes),
    ],
  );
} finally {
  await browser.close();
  await session.stop();
}
