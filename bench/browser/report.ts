/**
 * The report of `npm run bench:browser`: from what was measured ({@link measured}), the tables of every
 * figure per route and rate beside the earlier commit and the reference page, each judged against its goal.
 */

import type { PageLongTask, TapDuringLoad } from '../lib/browser-metrics';
import type { LighthouseResult } from '../lib/lighthouse-run';
import { lighthouseBrowser } from '../lib/lighthouse-run';
import { type GoalBook, printTable } from '../lib/report';
import { median } from '../lib/stats';
import type { BusyTime, LongTask, MainThreadReport } from '../lib/trace-tasks';
import { EARLY_TAPS, type EarlyTap, interactionsOf } from './interactions';
import {
  FAILED_LOAD,
  interactionCell,
  key,
  type LoadRun,
  measured,
  ms,
  performanceScore,
  plan,
  REFERENCE,
  type Site,
  totalBlockingTime,
} from './model';

/**
 * Goals (docs/benchmarks.md, "The phone"), in ms unless named: at the calibrated multiplier, every
 * interaction within 150 ms and a tap during the load answered within 500 ms; at 4×, every interaction
 * within 100 ms; beside the earlier commit, at most `ratio` of its main-thread busy time on the pages that
 * sell and of its menu's.
 */
const GOALS = {
  interactionMs: 150,
  interactionAt4xMs: 100,
  tapDuringLoadMs: 500,
  ratio: 0.5,
  ratioRoutes: ['/', '/shop', '/seasonal', '/corporate', '/about'],
} as const;
/** Lighthouse goals at the calibrated multiplier: Performance 98, TBT ≤ 100 ms and ≤ the reference's + 50. */
const LIGHTHOUSE_GOALS = { performance: 98, tbtMs: 100, overReferenceMs: 50 } as const;
/** The run whose Σ(task − 50) is the median (the lower middle one of an even count), and its number. */
function medianRun(list: readonly LoadRun[]): { run: LoadRun; number: number } | null {
  const done = list.map((run, index) => ({ run, number: index + 1 })).filter(({ run }) => run.trace);
  done.sort((a, b) => (a.run.trace?.blockingMs ?? 0) - (b.run.trace?.blockingMs ?? 0));
  return done[Math.floor((done.length - 1) / 2)] ?? null;
}

/** How far apart a task's start may be in the trace and in the page's observer to be the same task, in ms. */
const SAME_TASK_MS = 4;

/**
 * One long task as a line: when, how long, the thread's CPU time, the length the page's observer gave
 * it, and its parts.
 */
function describeTask(task: LongTask, fcpMs: number, page: readonly PageLongTask[]): string {
  const startMs = fcpMs + task.startMs;
  const seen = page.find((entry) => Math.abs(entry.startMs - startMs) <= SAME_TASK_MS);
  const parts = task.parts.map((part) => `${part.label} ${ms(part.ms)}`).join(', ');
  const whole = task.wholeMs > task.durationMs ? ` after FCP of a ${ms(task.wholeMs)} ms task` : '';
  return (
    `- FCP${task.startMs < 0 ? '' : '+'}${ms(task.startMs)} ms: ${ms(task.durationMs)} ms${whole} ` +
    `(thread CPU ${ms(task.cpuMs)}; page observer: ${seen ? ms(seen.durationMs) : 'not reported'}): ${parts}`
  );
}

/** The figures of every build, as a report prints them. */
export interface Report {
  sites: readonly Site[];
  /** e.g. `Chromium 156.0.8078.108`. */
  browserName: string;
  goals: GoalBook;
}

/** The column headings of a figure, one per build. */
const columnsOf = ({ sites }: Report, heading: string) =>
  sites.map((site) => `${heading}: ${site.checkout.label}`);

/** Names the browser and rate of a goal. */
const atRate = ({ browserName }: Report, rate: number) =>
  `${browserName}, ${plan.rateText(rate)} CPU, benchmarkIndex ${plan.benchmarkIndex}`;

/** The thread CPU time of a load's longest long task, in ms (NaN when it had none). */
function longestTaskCpu(trace: MainThreadReport): number {
  const longest = trace.longTasks.reduce<LongTask | null>(
    (found, task) => (!found || task.durationMs > found.durationMs ? task : found),
    null,
  );
  return longest?.cpuMs ?? Number.NaN;
}

/** 3: what each long task after FCP was made of, in the median run of each build, route and rate. */
export function printLongTasks(report: Report): void {
  console.log(
    `\n## Long tasks after FCP: what each was made of (${report.browserName}; the median run by Σ; ms)\n\n` +
      'Self time of the events inside each task, by the names Chrome DevTools gives them; script time ' +
      "split by URL with the CPU samples. Thread CPU: the time the thread was on a core (the throttling's " +
      'pauses spin on it, so they count); a task much longer than its thread CPU waited for a core: the ' +
      "machine was busy. `other`: time in no event DevTools names (the task's own overhead, or that " +
      "wait). Page observer: the length the page's " +
      "PerformanceObserver('longtask') gave the same task; Chromium leaves the frames' rendering tasks " +
      '(style, layout, paint) out of it.',
  );
  for (const route of plan.routes) {
    for (const rate of plan.rates) {
      for (const site of report.sites) {
        const chosen = medianRun(measured.loadsOf(site.checkout.label, route, rate));
        const where = `${route}, ${plan.rateText(rate)} CPU, ${site.checkout.label}`;
        if (!chosen?.run.trace) {
          console.log(`\n${where}: no trace`);
          continue;
        }
        const { trace, page } = chosen.run;
        console.log(
          `\n${where} (run ${chosen.number}; FCP at ${ms(trace.fcpMs)} ms; ${trace.longTasks.length} long ` +
            `tasks; the page's long-task observer saw ${page?.length ?? 'n/a'}):`,
        );
        const lines = trace.longTasks.map((task) => describeTask(task, trace.fcpMs, page ?? []));
        console.log(lines.join('\n') || '- none');
      }
    }
  }
}

/** The median of one figure of a label's loads of a route at a rate; NaN when none was measured. */
function loadFigure(label: string, route: string, rate: number, read: (run: LoadRun) => number): number {
  return median(measured.loadsOf(label, route, rate).map(read));
}

/** A load's busy time, or NaN when it failed. */
const busyOf = (run: LoadRun) => run.trace?.busyMs ?? Number.NaN;

/** A load's busy thread CPU time, or NaN when it failed. */
const busyCpuOf = (run: LoadRun) => run.trace?.busyCpuMs ?? Number.NaN;

/** This build's figure over the earlier build's, or NaN with one build. */
const ratioOf = (figures: readonly number[]) =>
  figures.length > 1 ? (figures[0] as number) / (figures[1] as number) : Number.NaN;

/** `this / earlier` as printed: two decimals, or `-` without an earlier build. */
const ratioText = (ratio: number) => (Number.isFinite(ratio) ? ratio.toFixed(2) : '-');

/**
 * Judges a ratio to the earlier commit against {@link GOALS.ratio}, on the routes that sell, at the
 * calibrated rate, when an earlier commit was measured.
 */
function judgeRatio(report: Report, what: string, route: string, rate: number, ratio: number): string {
  const judged = report.sites.length > 1 && rate === plan.calibratedRate;
  if (!judged || !(GOALS.ratioRoutes as readonly string[]).includes(route)) return '-';
  const [, earlier] = report.sites as [Site, Site];
  const name = `${what} on ${route} ≤ ${GOALS.ratio}× ${earlier.checkout.label}'s (${atRate(report, rate)})`;
  return report.goals.check(name, ratio <= GOALS.ratio);
}

/** 0: the main thread's busy time from navigation until settled, beside the earlier build and the reference. */
export function printBusy(report: Report): void {
  const { sites } = report;
  console.log(
    `\n## Main thread busy from navigation until the page settled (${report.browserName}; ms; median of ` +
      `${plan.runs}; benchmarkIndex ${plan.benchmarkIndex})\n\n` +
      "Every task on the page's main thread, short ones included: their length, and their thread CPU time " +
      '(what waits for a core on a busy host leave out; the goal is judged on it). The reference page has as ' +
      "many words as the route's page and no stylesheet, script or image: the host's floor in the same " +
      'minutes.\n',
  );
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const rate of plan.rates) {
      const busy = sites.map((site) => loadFigure(site.checkout.label, route, rate, busyOf));
      const cpu = sites.map((site) => loadFigure(site.checkout.label, route, rate, busyCpuOf));
      const reference = [busyOf, busyCpuOf].map((read) => loadFigure(REFERENCE, route, rate, read));
      const ratio = ratioOf(cpu);
      const goal = judgeRatio(report, 'main-thread busy time (thread CPU)', route, rate, ratio);
      const cells = [...busy.map(ms), ratioText(ratioOf(busy)), ...cpu.map(ms), ratioText(ratio)];
      rows.push([route, plan.rateText(rate), ...cells, ...reference.map(ms), goal]);
    }
  }
  printTable(
    [
      'route',
      'CPU',
      ...columnsOf(report, 'busy'),
      'this / earlier',
      ...columnsOf(report, 'thread CPU'),
      'this / earlier (CPU)',
      `busy: ${REFERENCE}`,
      `thread CPU: ${REFERENCE}`,
      `goal at the calibrated rate: CPU ≤ ${GOALS.ratio}× on ${GOALS.ratioRoutes.join(', ')}`,
    ],
    rows,
  );
  const labels = [...sites.map((site) => site.checkout.label), REFERENCE];
  const title = `What the busy time was made of (${atRate(report, partsRate())}; the median load; ms)`;
  printBusyParts(title, labels, loadBusyOf);
}

/** The rate whose loads' busy time is broken down: the calibrated one, or the first measured. */
const partsRate = () =>
  plan.rates.includes(plan.calibratedRate) ? plan.calibratedRate : (plan.rates[0] as number);

/**
 * Prints what a busy time was made of, by kind of work, in the median load of each label and route.
 *
 * @param title - the table's heading
 * @param labels - the builds (and the reference page) to show
 * @param busyOfRun - the busy time of one load, or null when it has none
 */
function printBusyParts(
  title: string,
  labels: readonly string[],
  busyOfRun: (run: LoadRun) => BusyTime | null,
) {
  console.log(`\n### ${title}\n`);
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const label of labels) {
      const busyTimes = measured
        .loadsOf(label, route, partsRate())
        .map(busyOfRun)
        .filter((busy): busy is BusyTime => busy !== null);
      busyTimes.sort((a, b) => a.busyMs - b.busyMs);
      const middle = busyTimes[Math.floor((busyTimes.length - 1) / 2)];
      if (!middle) continue;
      const parts = middle.parts.filter((part) => part.ms >= 1).slice(0, 8);
      rows.push([
        route,
        label,
        ms(middle.busyMs),
        parts.map((part) => `${part.label} ${ms(part.ms)}`).join(', '),
      ]);
    }
  }
  printTable(['route', 'page', 'busy', 'made of (largest first)'], rows);
}

/** A load's busy time as a {@link BusyTime}, or null when it failed. */
const loadBusyOf = (run: LoadRun): BusyTime | null =>
  run.trace ? { busyMs: run.trace.busyMs, cpuMs: run.trace.busyCpuMs, parts: run.trace.busyParts } : null;

/** The menu's busy time of a load in ms, or NaN. */
const menuBusyOf = (run: LoadRun) => run.menuBusy?.busyMs ?? Number.NaN;

/** The menu's busy thread CPU time of a load in ms, or NaN. */
const menuCpuOf = (run: LoadRun) => run.menuBusy?.cpuMs ?? Number.NaN;

/** The main-thread busy time of opening the menu, per route and rate, beside the earlier build. */
export function printMenu(report: Report): void {
  console.log(
    `\n## Opening the menu: the main thread's busy time from the tap to the second frame after it ` +
      `(${report.browserName}; ms; median of ${plan.runs}; benchmarkIndex ${plan.benchmarkIndex})\n`,
  );
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const rate of plan.rates) {
      const busy = report.sites.map((site) => loadFigure(site.checkout.label, route, rate, menuBusyOf));
      const cpu = report.sites.map((site) => loadFigure(site.checkout.label, route, rate, menuCpuOf));
      const ratio = ratioOf(cpu);
      const goal = judgeRatio(report, "the menu's main-thread time (thread CPU)", route, rate, ratio);
      const cells = [...busy.map(ms), ratioText(ratioOf(busy)), ...cpu.map(ms), ratioText(ratio)];
      rows.push([route, plan.rateText(rate), ...cells, goal]);
    }
  }
  const goal = `goal at the calibrated rate: CPU ≤ ${GOALS.ratio}× on ${GOALS.ratioRoutes.join(', ')}`;
  const cpuColumns = [...columnsOf(report, 'thread CPU'), 'this / earlier (CPU)'];
  printTable(['route', 'CPU', ...columnsOf(report, 'menu'), 'this / earlier', ...cpuColumns, goal], rows);
  const labels = report.sites.map((site) => site.checkout.label);
  const title = `What opening the menu was made of (${atRate(report, partsRate())}; the median load; ms)`;
  printBusyParts(title, labels, (run) => run.menuBusy);
}

/** The longest task and Σ(task − 50) after FCP, per route and rate (what Lighthouse's TBT adds up). */
export function printMainThread(report: Report): void {
  const { sites } = report;
  console.log(`\n## Main thread after FCP (${report.browserName}; ms; median of ${plan.runs})\n`);
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const rate of plan.rates) {
      const figure = (label: string, read: (trace: MainThreadReport) => number) =>
        loadFigure(label, route, rate, (run) => (run.trace ? read(run.trace) : Number.NaN));
      const labels = [...sites.map((site) => site.checkout.label), REFERENCE];
      const longest = labels.map((label) => figure(label, (trace) => trace.longestMs));
      const blocking = labels.map((label) => figure(label, (trace) => trace.blockingMs));
      const longestCpu = sites.map((site) => figure(site.checkout.label, longestTaskCpu));
      const counts = sites.map((site) => {
        const done = measured
          .loadsOf(site.checkout.label, route, rate)
          .filter((run) => run.trace && run.page);
        const inTrace = median(done.map((run) => run.trace?.longTasks.length ?? Number.NaN));
        return `${ms(inTrace)} / ${ms(median(done.map((run) => run.page?.length ?? Number.NaN)))}`;
      });
      const fcp = labels.map((label) => figure(label, (trace) => trace.fcpMs));
      const figures = [...longest, ...blocking, ...longestCpu].map(ms);
      rows.push([route, plan.rateText(rate), ...figures, ...counts, ...fcp.map(ms)]);
    }
  }
  const withReference = (heading: string) => [...columnsOf(report, heading), `${heading}: ${REFERENCE}`];
  printTable(
    [
      'route',
      'CPU',
      ...withReference('longest task'),
      ...withReference('Σ(task − 50)'),
      ...columnsOf(report, "longest long task's thread CPU"),
      ...columnsOf(report, 'long tasks: trace / page observer'),
      ...withReference('FCP'),
    ],
    rows,
  );
}

/** The goal of an interaction at a rate, in ms: at the calibrated rate and at 4×; none at others. */
function interactionGoalMs(rate: number): number | null {
  if (rate === plan.calibratedRate) return GOALS.interactionMs;
  return rate === 4 ? GOALS.interactionAt4xMs : null;
}

/** 4: each interaction's Event Timing duration, per route and rate, against the goals. */
export function printInteractions(report: Report): void {
  console.log(
    `\n## Interactions once the islands hydrated: Event Timing duration (${report.browserName}; ms; ` +
      `median of ${plan.runs}; \`< 16\`: under the 16 ms threshold; benchmarkIndex ${plan.benchmarkIndex})\n`,
  );
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const interaction of interactionsOf(route)) {
      for (const rate of plan.rates) {
        const durations = report.sites.map((site) => {
          // A load that failed (its line says why) tried no interaction: it is left out, as in every median.
          const values = measured
            .loadsOf(site.checkout.label, route, rate)
            .filter((run) => run !== FAILED_LOAD)
            .map((run) => run.interactions.get(interaction.name) ?? Number.NaN);
          return values.some(Number.isNaN) ? Number.NaN : median(values);
        });
        const [mineMs = Number.NaN] = durations;
        const goalMs = interactionGoalMs(rate);
        const goal =
          goalMs === null
            ? '-'
            : report.goals.check(
                `${interaction.name} on ${route} ≤ ${goalMs} ms (${atRate(report, rate)})`,
                mineMs <= goalMs,
              );
        rows.push([route, interaction.name, plan.rateText(rate), ...durations.map(interactionCell), goal]);
      }
    }
  }
  const goal = `goal: ≤ ${GOALS.interactionMs} at the calibrated rate, ≤ ${GOALS.interactionAt4xMs} at 4×`;
  printTable(['route', 'interaction', 'CPU', ...columnsOf(report, 'duration'), goal], rows);
}

/** 5: the taps during load, against the goal. */
export function printEarlyTaps(report: Report): void {
  const tapRoutes = plan.routes.filter((route) => EARLY_TAPS[route]);
  if (tapRoutes.length === 0) return;
  console.log(
    '\n## A tap during the load, before its island hydrated: from the tap to the first frame showing its ' +
      `result (${atRate(report, plan.calibratedRate)}; ms; median of ${plan.runs})\n`,
  );
  const rows = tapRoutes.map((route) => {
    const tap = EARLY_TAPS[route] as EarlyTap;
    const figures = report.sites.map((site) => {
      const list = measured.earlyTaps.get(key(site.checkout.label, route)) ?? [];
      const done = list.filter((result): result is TapDuringLoad => typeof result !== 'string');
      const failed = list.filter((result): result is string => typeof result === 'string');
      const late = done.filter((result) => result.hydratedFirst).length;
      const notes = [
        ...failed.map((reason) => `failed: ${reason}`),
        ...(late ? [`${late} tap(s) reached the island after it hydrated`] : []),
      ];
      return {
        ms: failed.length ? Number.NaN : median(done.map((result) => result.ms)),
        tappedAt: median(done.map((result) => result.tappedAtMs)),
        notes: notes.length ? `${site.checkout.label}: ${notes.join('; ')}` : '',
      };
    });
    const [myMs = Number.NaN] = figures.map((figure) => figure.ms);
    const goal = report.goals.check(
      `${tap.name} tapped during the load of ${route} shows within ${GOALS.tapDuringLoadMs} ms ` +
        `(${atRate(report, plan.calibratedRate)})`,
      myMs <= GOALS.tapDuringLoadMs,
    );
    const notes = figures.map((figure) => figure.notes).filter(Boolean);
    const cells = [
      ...figures.map((figure) => ms(figure.ms)),
      ...figures.map((figure) => ms(figure.tappedAt)),
    ];
    return [route, tap.name, ...cells, notes.join(' / ') || '-', goal];
  });
  printTable(
    [
      'route',
      'tap',
      ...columnsOf(report, 'tap to result'),
      ...columnsOf(report, 'tapped at (after navigation start)'),
      'notes',
      `goal: ≤ ${GOALS.tapDuringLoadMs}`,
    ],
    rows,
  );
}

/** A Lighthouse figure of a label, route and rate: the median over the runs it completed. */
function lighthouseFigure(
  label: string,
  route: string,
  rate: number,
  read: (result: LighthouseResult) => number,
) {
  const results = measured.audits.get(key(label, route, rate)) ?? [];
  return median(results.map((result) => (result.runtimeError ? Number.NaN : read(result))));
}

/** 6: Lighthouse's Performance and TBT at each of its plan.rates, beside the reference page's TBT. */
export function printLighthouse(report: Report): void {
  const { sites, goals } = report;
  const all = [...measured.audits.values()].flat();
  const first = all.find((result) => !result.runtimeError);
  const about = first ? `Lighthouse ${first.lighthouseVersion}, ${lighthouseBrowser(first)}` : 'Lighthouse';
  const theirIndex = median(all.map((result) => result.environment.benchmarkIndex));
  const rateTexts = plan.lighthouseRates.map((rate) => plan.rateText(rate));
  console.log(
    `\n## ${about}: mobile (simulated throttling) with cpuSlowdownMultiplier ${rateTexts}; ` +
      `median of ${plan.lighthouseRuns}; this host's benchmarkIndex ${plan.benchmarkIndex} ` +
      `(${ms(theirIndex)} as Lighthouse read it during its runs)\n`,
  );
  const rows: string[][] = [];
  for (const route of plan.routes) {
    for (const rate of plan.lighthouseRates) {
      const reference = lighthouseFigure(REFERENCE, route, rate, totalBlockingTime);
      const scores = sites.map((site) =>
        lighthouseFigure(site.checkout.label, route, rate, performanceScore),
      );
      const tbts = sites.map((site) => lighthouseFigure(site.checkout.label, route, rate, totalBlockingTime));
      let goal = '-';
      if (rate === plan.calibratedRate) {
        const [myScore = Number.NaN] = scores;
        const [myTbt = Number.NaN] = tbts;
        const where = `on ${route} (${about}, ${atRate(report, rate)})`;
        const scoreMet = goals.check(
          `Lighthouse Performance ≥ ${LIGHTHOUSE_GOALS.performance} ${where}`,
          myScore >= LIGHTHOUSE_GOALS.performance,
        );
        const tbtMet = goals.check(
          `Lighthouse TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ms ${where}`,
          myTbt <= LIGHTHOUSE_GOALS.tbtMs,
        );
        const overReference = goals.check(
          `Lighthouse TBT within ${LIGHTHOUSE_GOALS.overReferenceMs} ms of the reference page's ${where}`,
          myTbt - reference <= LIGHTHOUSE_GOALS.overReferenceMs,
        );
        goal = `Perf ${scoreMet}, TBT ${tbtMet}, beside the reference ${overReference}`;
      }
      rows.push([route, plan.rateText(rate), ...scores.map(ms), ...tbts.map(ms), ms(reference), goal]);
    }
  }
  printTable(
    [
      'route',
      'CPU',
      ...columnsOf(report, 'Perf'),
      ...columnsOf(report, 'TBT'),
      `TBT: ${REFERENCE}`,
      `goal at the calibrated rate: Perf ≥ ${LIGHTHOUSE_GOALS.performance}, TBT ≤ ${LIGHTHOUSE_GOALS.tbtMs} ` +
        `and ≤ the reference's + ${LIGHTHOUSE_GOALS.overReferenceMs}`,
    ],
    rows,
  );
}
