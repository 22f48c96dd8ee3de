/**
 * What a Chrome trace of one page load says about the page's main thread: which thread that is, when
 * the first contentful paint (FCP) came, the tasks after it, and what each long task was made of.
 *
 * The trace is read by the DevTools Performance panel's engine (`@paulirish/trace_engine`): it finds
 * the page's main frame and the navigation, times FCP, and nests every event of each renderer thread in
 * a tree with its self time, the CPU samples (category `disabled-by-default-v8.cpu_profiler`) included
 * as calls of the script functions they caught. Only the page's renderer main thread counts: the thread
 * that painted the main frame's FCP (a navigation may swap processes, so not the tab's first renderer).
 *
 * What this module adds is what the lab reports: a task is a top-level `RunTask` on that thread; its
 * parts are the self time of the events in it, each given to the nearest event the Performance panel
 * names (Evaluate script, Function call, Layout…, by its own event styles) and labelled with that
 * name; what no named event covers is `other`. Time in JavaScript is split by script URL: a sampled
 * call counts for its script, since module evaluation and microtasks name no URL of their own.
 */
import * as Trace from '@paulirish/trace_engine';

/** One event of a Chrome trace (the Trace Event Format), as far as this module reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  /** Phase: `X` complete, `B`/`E` begin and end, `M` metadata, `P` sample, `R`/`I` instant… */
  ph: string;
  pid: number;
  tid: number;
  /** Start, in µs of the trace clock. */
  ts: number;
  /** Length of a complete event, in µs. */
  dur?: number;
  /** CPU time of its thread during a complete event, in µs. */
  tdur?: number;
  id?: string;
  /** The frame of a page-load mark (`firstContentfulPaint`), a script's URL, a navigation's id. */
  args?: { frame?: string; data?: { url?: string; navigationId?: string } };
}

/** The page's renderer main thread, and its main frame. */
export interface PageThread {
  pid: number;
  tid: number;
  /** The main frame's id. */
  frame: string;
}

/** A share of a task's time: e.g. `script evaluation /assets/chunk-N4EAIOJY.js`, 180 ms. */
export interface TaskPart {
  label: string;
  ms: number;
}

/** A long task after FCP. */
export interface LongTask {
  /** When it began, in ms after FCP (negative when it began before FCP). */
  startMs: number;
  /** Its length after FCP, in ms. */
  durationMs: number;
  /** Its whole length, in ms: more than `durationMs` when it began before FCP. */
  wholeMs: number;
  /**
   * The CPU time its thread got during the whole task, in ms: less than its length when the thread
   * was paused (CPU throttling) or waited for a core (a busy machine). NaN when the trace has none.
   */
  cpuMs: number;
  /** What its whole length was made of, largest first; parts under 0.5 ms are left out. */
  parts: TaskPart[];
}

/** The main thread after FCP, from one trace. */
export interface MainThreadReport {
  thread: PageThread;
  /** FCP, in ms after the page's navigation started. */
  fcpMs: number;
  /** The longest task after FCP, in ms (0 when none). */
  longestMs: number;
  /** The sum of (task − 50 ms) over the tasks after FCP, in ms: Lighthouse's TBT without its TTI bound. */
  blockingMs: number;
  /** The tasks of at least {@link LONG_TASK_MS} after FCP, in order. */
  longTasks: LongTask[];
  /**
   * Main-thread busy time from the navigation's start to the trace's end (the page settled), in ms: the
   * sum of every task's length, short ones included (Lighthouse's "main-thread work").
   */
  busyMs: number;
  /**
   * The thread CPU time of those tasks, in ms: what a busy host's waits for a core leave out (the CPU
   * throttling's pauses spin on the thread, so they count). NaN when the trace has no thread times.
   */
  busyCpuMs: number;
  /** What {@link MainThreadReport.busyMs} was made of, by kind of work, largest first (ms). */
  busyParts: TaskPart[];
}

/** Main-thread busy time over a whole trace, and what it was made of. */
export interface BusyTime {
  /** The sum of the tasks' lengths, in ms. */
  busyMs: number;
  /** The sum of the tasks' thread CPU times, in ms (NaN when the trace has none). */
  cpuMs: number;
  /** By kind of work (script time not split by URL), largest first, in ms. */
  parts: TaskPart[];
}

/** A task this long or longer is long, in ms. */
export const LONG_TASK_MS = 50;

/** A node of the engine's tree of a thread: an event or a sampled call, its children and self time. */
type Node = Trace.Helpers.TreeHelpers.TraceEntryNode;

/** What the engine made of a trace. */
type TraceData = Trace.Handlers.Types.HandlerData;

/** The part of an event's time that no named event nested in it covers. */
const OTHER = 'other';

/** The label of time a sampled call spent in the garbage collector. */
const GC = 'GC';

/**
 * Reads a trace with the engine's handlers this module needs (the renderer threads, with the samples,
 * and the page-load metrics), not all of them: the others cost seconds on a long trace.
 *
 * @param events - every event of the trace
 * @returns what the handlers found
 * @throws Error when the engine finds nothing in the trace
 */
async function parse(events: readonly TraceEvent[]): Promise<TraceData> {
  const { Meta, Samples, AuctionWorklets, NetworkRequests, Renderer, PageLoadMetrics } =
    Trace.Handlers.ModelHandlers;
  const handlers = { Meta, Samples, AuctionWorklets, NetworkRequests, Renderer, PageLoadMetrics };
  const model = Trace.TraceModel.Model.createWithSubsetOfHandlers(handlers);
  await model.parse(events as unknown as Trace.Types.Events.Event[]);
  const parsed = model.parsedTrace(0);
  if (!parsed) throw new Error('the trace engine found nothing in the trace');
  return parsed.data as TraceData;
}

/**
 * The name the Performance panel gives an event, or null for an event whose time is its parent's (one
 * the panel has no style for, or hides).
 */
function titleOf(name: string): { title: string; script: boolean } | null {
  // Two kinds of work of a page load the panel names no style for, which would otherwise be `other`.
  if (name.startsWith('DocumentLoader::')) return { title: 'Document loading', script: false };
  if (name === 'DecodedDataDocumentParser::AppendBytes') return { title: 'Document parsing', script: false };
  const style = Trace.Styles.getEventStyle(name as Trace.Types.Events.Name);
  if (!style || style.hidden) return null;
  // Outside DevTools the engine leaves its titles untranslated: the English text and its arguments.
  const title = style.title as unknown as string | { i18nId: string };
  const text = typeof title === 'string' ? title : title.i18nId;
  return { title: text, script: style.category.name === Trace.Styles.EventCategory.SCRIPTING };
}

/** A script URL as printed: the path on the page's own origin, the whole URL elsewhere. */
function shortUrl(url: string, origin: string): string {
  if (!url) return '(no URL)';
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** An event's start and end, in µs of the trace clock. */
const spanOf = (node: Node) => ({ start: node.entry.ts, end: node.entry.ts + (node.entry.dur ?? 0) });

/**
 * What one task was made of: every node's self time, given to the nearest named event above it.
 *
 * @param task - the task's node
 * @param origin - the page's origin, left out of same-origin script URLs; null: script time not split
 *   by URL (the label is the event's name alone)
 * @returns the time by label, in µs
 */
function partsOf(task: Node, origin: string | null): Map<string, number> {
  const totals = new Map<string, number>();
  const visit = (node: Node, label: string, kind: { title: string; script: boolean }) => {
    let own = label;
    let ownKind = kind;
    const { entry } = node;
    if (Trace.Types.Events.isProfileCall(entry)) {
      const { functionName, url } = entry.callFrame;
      if (functionName === '(garbage collector)') own = GC;
      else if (url && kind.script)
        own = origin === null ? kind.title : `${kind.title} ${shortUrl(url, origin)}`;
    } else if (node !== task) {
      const named = titleOf(entry.name);
      if (named) {
        ownKind = named;
        const url = (entry.args as TraceEvent['args'])?.data?.url ?? '';
        own = named.script && origin !== null ? `${named.title} ${shortUrl(url, origin)}` : named.title;
      }
    }
    const inner = node.children.reduce((sum, child) => sum + (child.entry.dur ?? 0), 0);
    const self = node.selfTime ?? Math.max(0, (entry.dur ?? 0) - inner);
    totals.set(own, (totals.get(own) ?? 0) + self);
    for (const child of node.children) visit(child, own, ownKind);
  };
  visit(task, OTHER, { title: OTHER, script: false });
  return totals;
}

/**
 * Parts in ms, largest first, without those under 0.5 ms.
 *
 * @param totals - time by label, in µs
 */
function partsInMs(totals: ReadonlyMap<string, number>): TaskPart[] {
  return [...totals]
    .map(([label, us]) => ({ label, ms: us / 1000 }))
    .filter((part) => part.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The top-level `RunTask` nodes of a thread, in time order. A task still running when the trace ended
 * has no end: the engine gives it no length and no CPU time, so it is left out.
 */
function tasksOf(data: TraceData, thread: PageThread): Node[] {
  const renderer = data.Renderer.processes.get(thread.pid as Trace.Types.Events.ProcessID);
  const tree = renderer?.threads.get(thread.tid as Trace.Types.Events.ThreadID)?.tree;
  if (!tree) throw new Error(`the trace engine found no events of thread ${thread.pid}/${thread.tid}`);
  return [...tree.roots]
    .filter((node) => node.entry.name === 'RunTask' && (node.entry.dur ?? 0) > 0)
    .sort((a, b) => a.entry.ts - b.entry.ts);
}

/**
 * The main frame's FCP of the page's navigation: the metric, with the event and the navigation.
 *
 * @throws Error when the trace holds no FCP of its main frame
 */
function firstContentfulPaint(data: TraceData, pageUrl: string, events: readonly TraceEvent[]) {
  const byNavigation = data.PageLoadMetrics.metricScoresByFrameId.get(data.Meta.mainFrameId);
  const metrics = [...(byNavigation?.values() ?? [])]
    .map((scores) => scores.get(Trace.Handlers.ModelHandlers.PageLoadMetrics.MetricName.FCP))
    .filter((metric) => metric?.event !== undefined && metric.navigation !== undefined);
  const ofPage = metrics.findLast(
    (metric) =>
      (metric?.navigation?.args as { data?: { documentLoaderURL?: string } })?.data?.documentLoaderURL ===
      pageUrl,
  );
  const fcp = ofPage ?? metrics.at(-1);
  if (fcp?.event && fcp.navigation)
    return { timingUs: fcp.timing as number, event: fcp.event, navigation: fcp.navigation };
  // The engine scores a frame's metrics only for the navigations it pairs with that frame, and now and
  // then it pairs none with the page's: read the trace's own firstContentfulPaint of the main frame and
  // the navigationStart of its navigation id instead.
  const own = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.args?.frame === data.Meta.mainFrameId,
  );
  const navigationId = own?.args?.data?.navigationId;
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId,
  );
  if (!own || !navigation) throw new Error(`no first contentful paint of ${pageUrl} in the trace`);
  return {
    timingUs: own.ts - navigation.ts,
    event: own as unknown as Trace.Types.Events.Event,
    navigation: navigation as unknown as Trace.Types.Events.Event,
  };
}

/**
 * Reads the page's main thread after FCP from one trace of its load. A task that began before FCP counts
 * with its part after FCP, as in Lighthouse's Total Blocking Time.
 *
 * @param events - every event of the trace (recorded with the `devtools.timeline`,
 *   `disabled-by-default-devtools.timeline`, `loading` and, for script URLs, the CPU profiler categories)
 * @param pageUrl - the URL the page was opened at
 * @returns the longest task and the blocking time after FCP (ms), and each long task with its parts
 * @throws Error when the trace holds no FCP of the page's main frame, or no events of the thread that
 *   painted it
 */
export async function analyseMainThread(
  events: readonly TraceEvent[],
  pageUrl: string,
): Promise<MainThreadReport> {
  const data = await parse(events);
  const fcp = firstContentfulPaint(data, pageUrl, events);
  const thread = { pid: fcp.event.pid, tid: fcp.event.tid, frame: data.Meta.mainFrameId };
  const tasks = tasksOf(data, thread);
  const origin = new URL(pageUrl).origin;
  let longestMs = 0;
  let blockingMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const { start, end } = spanOf(task);
    if (end <= fcp.event.ts) continue;
    const durationMs = (end - Math.max(start, fcp.event.ts)) / 1000;
    longestMs = Math.max(longestMs, durationMs);
    blockingMs += Math.max(0, durationMs - LONG_TASK_MS);
    if (durationMs < LONG_TASK_MS) continue;
    const cpuMs = ((task.entry as TraceEvent).tdur ?? Number.NaN) / 1000;
    const startMs = (start - fcp.event.ts) / 1000;
    const wholeMs = (end - start) / 1000;
    longTasks.push({ startMs, durationMs, wholeMs, cpuMs, parts: partsInMs(partsOf(task, origin)) });
  }
  const fcpMs = fcp.timingUs / 1000;
  const { busyMs, cpuMs: busyCpuMs, parts: busyParts } = busyTime(tasks, fcp.navigation.ts);
  return { thread, fcpMs, longestMs, blockingMs, longTasks, busyMs, busyCpuMs, busyParts };
}

/**
 * The busy time of a thread's tasks from a moment on. A task that began before it counts with its part
 * after it, and its CPU time and parts in proportion to that part.
 *
 * @param tasks - the thread's top-level tasks ({@link tasksOf})
 * @param fromTs - the moment, in the trace's µs
 * @returns the sum in ms and its parts by kind
 */
function busyTime(tasks: readonly Node[], fromTs: number): BusyTime {
  let busyMs = 0;
  let cpuMs = 0;
  const byKind = new Map<string, number>();
  for (const task of tasks) {
    const { start, end } = spanOf(task);
    if (end <= fromTs) continue;
    const kept = (end - Math.max(start, fromTs)) / Math.max(1, end - start);
    busyMs += (end - Math.max(start, fromTs)) / 1000;
    cpuMs += (((task.entry as TraceEvent).tdur ?? Number.NaN) * kept) / 1000;
    for (const [label, us] of partsOf(task, null)) byKind.set(label, (byKind.get(label) ?? 0) + us * kept);
  }
  const parts = [...byKind].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { busyMs, cpuMs, parts };
}

/**
 * The main-thread busy time of a page's renderer from a User Timing mark to the trace's end: for a trace
 * of one interaction, what the page's main thread did for it. Starting at the mark leaves out the work of
 * starting the trace itself (the CPU profiler's start is one task of hundreds of ms on a slowed CPU).
 *
 * @param events - every event of the trace (with the `blink.user_timing` category)
 * @param thread - the page's main thread, from the report of its load ({@link analyseMainThread})
 * @param markName - the `performance.mark` the page made just before the interaction
 * @returns the sum of its tasks' lengths in ms, and what they were made of
 * @throws Error when the trace holds no such mark on that thread, or no events of the thread
 */
export async function threadBusyTime(
  events: readonly TraceEvent[],
  thread: PageThread,
  markName: string,
): Promise<BusyTime> {
  const mark = events.find(
    (event) => event.name === markName && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (!mark) throw new Error(`no User Timing mark ${markName} on the page's main thread in the trace`);
  return busyTime(tasksOf(await parse(events), thread), mark.ts);
}
