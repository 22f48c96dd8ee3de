/**
 * What `npm run bench:browser` measures and what it measured, shared by its measuring (`measure-load.ts`,
 * `measure-runs.ts`) and its reporting (`report.ts`): the plan of a run (routes, runs, the CPU rates once the
 * host is calibrated), the results by build, route and rate, and how a figure is printed.
 */
import type { PageLongTask, TapDuringLoad } from '../lib/browser-metrics';
import type { BuiltCheckout } from '../lib/checkouts';
import type { LighthouseResult } from '../lib/lighthouse-run';
import type { ServerUnderTest } from '../lib/server-under-test';
import type { BusyTime, MainThreadReport } from '../lib/trace-tasks';

/** The word `--rate` and `--lighthouse-rate` take for the multiplier calibrated for this host. */
export const CALIBRATED = 'calibrated';

/** How long one wait in a page may take (a page load on an 8× CPU of a busy machine), in ms. */
export const WAIT_MS = 60_000;

/** A build and its running server. */
export interface Site {
  checkout: BuiltCheckout;
  server: ServerUnderTest;
  /** Where it serves; also its `SITE_URL`. */
  origin: string;
  /** How each earlier server of this build ended, e.g. `killed by SIGTERM` (it was started again). */
  ended: string[];
}

/** One page load of one build (or the reference page), route and rate. */
export interface LoadRun {
  /** The trace's reading, or null when the load failed. */
  trace: MainThreadReport | null;
  /** The long tasks after FCP the page's own observer saw, or null when the load failed. */
  page: PageLongTask[] | null;
  /** Each interaction's duration in ms (0: under 16 ms; NaN: it failed). */
  interactions: Map<string, number>;
  /** The main thread's busy time of opening the menu, and what it was made of (null: not measured or failed). */
  menuBusy: BusyTime | null;
}

/** A failed load's run. */
export const FAILED_LOAD: LoadRun = { trace: null, page: null, interactions: new Map(), menuBusy: null };

/** The label of the plain reference page's figures. */
export const REFERENCE = 'reference page';

/** Milliseconds as printed: whole, or `n/a` when there is no figure. */
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');

/** An interaction's duration as printed. */
export const interactionCell = (value: number) =>
  Number.isNaN(value) ? 'failed' : value < 16 ? '< 16' : ms(value);

/** Lighthouse's Performance score, 0-100. */
export const performanceScore = (result: LighthouseResult) =>
  Math.round((result.categories.performance?.score ?? 0) * 100);
/** Lighthouse's Total Blocking Time in ms, or NaN. */
export const totalBlockingTime = (result: LighthouseResult) =>
  result.audits['total-blocking-time']?.numericValue ?? Number.NaN;

/** What a run measures: set from the command line, then (the rates) once the host is calibrated. */
class PhonePlan {
  /** The routes measured, in order. */
  routes: readonly string[] = [];
  /** Page loads per build, route and rate. */
  runs = 0;
  /** Lighthouse runs per build, route and setting (0: no Lighthouse). */
  lighthouseRuns = 0;
  /** Where every trace is kept, or null. */
  traceDir: string | null = null;
  /** This host's benchmarkIndex, read before anything is measured. */
  benchmarkIndex = Number.NaN;
  /** The CPU multiplier calibrated from the benchmarkIndex. */
  calibratedRate = Number.NaN;
  /** The CPU slowdowns of the page loads. */
  rates: number[] = [];
  /** The CPU slowdowns of Lighthouse. */
  lighthouseRates: number[] = [];
  /** The reference page standing for each route: as many words as the route's page. */
  readonly referenceUrls = new Map<string, string>();

  /** A rate as printed: `8.2× (calibrated)` for the calibrated one. */
  rateText(rate: number): string {
    return rate === this.calibratedRate ? `${rate}× (calibrated)` : `${rate}×`;
  }
}

/** The run's plan: one per process, as the script measures once. */
export const plan = new PhonePlan();

/** A key of label, route and (for loads and audits) rate. */
export const key = (label: string, ...rest: (string | number)[]) => [label, ...rest].join(' | ');
/** Adds a value to the list at a key. */
export const push = <T>(map: Map<string, T[]>, at: string, value: T) =>
  map.set(at, [...(map.get(at) ?? []), value]);

/** The results of every build and the reference page, by {@link key}. */
class Measured {
  readonly loads = new Map<string, LoadRun[]>();
  readonly earlyTaps = new Map<string, (TapDuringLoad | string)[]>();
  readonly audits = new Map<string, LighthouseResult[]>();

  /** The page loads of a build (or the reference page), route and rate. */
  loadsOf(label: string, route: string, rate: number): LoadRun[] {
    return this.loads.get(key(label, route, rate)) ?? [];
  }
}

/** What the run measured: one per process. */
export const measured = new Measured();
