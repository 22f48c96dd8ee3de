/**
 * What a Chrome trace of one page load says about the page's main thread: which thread that is, when
 * the first contentful paint (FCP) came, the tasks after it, and what each long task was made of.
 *
 * The trace holds every process of the browser: the browser process, the GPU process, and renderers
 * other than the page's (the `about:blank` the tab started on, Chromium's own pages). Only the page's
 * renderer main thread counts: the main frame is the outermost one `TracingStartedInBrowser` lists, its
 * process is the one `FrameCommittedInBrowser` names for the page's URL (a navigation may swap
 * processes), and the thread is that process's `CrRendererMain`.
 *
 * A task is a top-level `RunTask` on that thread. Its parts are the self time of the events nested in
 * it, each given to the nearest event of a known kind (script evaluation, function call, layout…);
 * what no such event covers is `other`. Time in JavaScript is split by script URL with the trace's CPU
 * samples (category `disabled-by-default-v8.cpu_profiler`), since module evaluation and microtasks name
 * no URL of their own.
 */

/** A trace event's `args`, as far as this module reads them. */
interface TraceArgs {
  frame?: string;
  name?: string;
  data?: {
    frame?: string;
    frames?: { frame: string; processId?: number; parent?: string; isOutermostMainFrame?: boolean }[];
    processId?: number;
    url?: string;
    navigationId?: string;
    startTime?: number;
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    timeDeltas?: number[];
  };
}

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
  args?: TraceArgs;
}

/** A node of a V8 CPU profile carried in `ProfileChunk` events. */
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string };
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

/** An event with a length, and the events nested in it. */
interface Span {
  name: string;
  start: number;
  end: number;
  event: TraceEvent;
  children: Span[];
}

/** A CPU sample: when it was taken (µs), and the script URL it was in (`GC`, or '' for none). */
interface Sample {
  ts: number;
  key: string;
}

/** The sample key of time in the garbage collector. */
const GC_KEY = 'GC';

/** Kinds whose time is JavaScript, split by script URL. */
const SCRIPT_KINDS = new Set(['script evaluation', 'script compile', 'function call', 'microtasks']);

/** The kind of an event's self time, by its name; null for events whose time is their parent's. */
const KIND_OF: Readonly<Record<string, string>> = {
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'v8.produceCache': 'script compile',
  'v8.produceModuleCache': 'script compile',
  FunctionCall: 'function call',
  TimerFire: 'function call',
  FireAnimationFrame: 'function call',
  FireIdleCallback: 'function call',
  EventDispatch: 'function call',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style recalculation',
  RecalculateStyles: 'style recalculation',
  ParseAuthorStyleSheet: 'CSS parsing',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  'Decode Image': 'image decoding',
  ParseHTML: 'HTML parsing',
  'DecodedDataDocumentParser::AppendBytes': 'document parsing',
  HitTest: 'hit testing',
  'IntersectionObserverController::computeIntersections': 'intersection observers',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/** The kind of an event, or null when its time belongs to the event it is nested in. */
function kindOf(name: string): string | null {
  if (/^(V8\.GC|BlinkGC\.|CppGC\.)/.test(name)) return 'GC';
  if (name.startsWith('DocumentLoader::')) return 'document loading';
  return KIND_OF[name] ?? null;
}

/**
 * Finds the page's renderer main thread.
 *
 * @param events - every event of the trace
 * @param pageUrl - the URL the page was opened at
 * @returns its process, thread and main frame
 * @throws Error when the trace does not say which frame is the main one, or that process has no
 *   `CrRendererMain` thread (a trace recorded without `disabled-by-default-devtools.timeline`)
 */
export function findPageThread(events: readonly TraceEvent[], pageUrl: string): PageThread {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frames = started?.args?.data?.frames ?? [];
  const main = frames.find((frame) => frame.isOutermostMainFrame) ?? frames.find((frame) => !frame.parent);
  if (!main) throw new Error('the trace names no main frame (no TracingStartedInBrowser)');
  const commits = events.filter(
    (event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.frame === main.frame,
  );
  const commit = commits.findLast((event) => event.args?.data?.url === pageUrl) ?? commits.at(-1);
  const pid = commit?.args?.data?.processId ?? main.processId;
  const thread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error(`the trace has no CrRendererMain thread in the page's process ${pid}`);
  return { pid: thread.pid, tid: thread.tid, frame: main.frame };
}

/** The events of one thread, in time order. */
function threadEvents(events: readonly TraceEvent[], thread: PageThread): TraceEvent[] {
  return events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts);
}

/** The events of a thread that have a length, earliest first and, at the same start, longest first. */
function spansOf(events: readonly TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) {
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur, event, children: [] });
    } else if (event.ph === 'B') {
      open.push(event);
    } else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts, event: begin, children: [] });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The top-level `RunTask` spans: each one not nested in another task. */
function topLevelTasks(spans: readonly Span[]): Span[] {
  const tasks: Span[] = [];
  for (const span of spans) {
    if (span.name !== 'RunTask') continue;
    const last = tasks.at(-1);
    if (!last || span.start >= last.end) tasks.push(span);
  }
  return tasks;
}

/** A task with the events inside it nested under it (each clipped to its parent's end). */
function nestedTask(task: Span, spans: readonly Span[]): Span {
  const root: Span = { ...task, children: [] };
  const stack = [root];
  let index = firstStartingAtOrAfter(spans, task.start);
  for (; index < spans.length; index++) {
    const span = spans[index] as Span;
    if (span.start >= task.end) break;
    if (span.event === task.event) continue;
    while (stack.length > 1 && span.start >= (stack.at(-1) as Span).end) stack.pop();
    const parent = stack.at(-1) as Span;
    const child: Span = { ...span, end: Math.min(span.end, parent.end), children: [] };
    parent.children.push(child);
    stack.push(child);
  }
  return root;
}

/** The index of the first span that starts at or after `ts` (spans sorted by start). */
function firstStartingAtOrAfter(spans: readonly Span[], ts: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((spans[middle] as Span).start < ts) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The CPU samples of a thread, in time order, each with the script URL it was in.
 *
 * @returns the samples; none when the trace was recorded without the CPU profiler's category
 */
function cpuSamples(events: readonly TraceEvent[], thread: PageThread): Sample[] {
  const samples: Sample[] = [];
  for (const profile of events) {
    if (profile.name !== 'Profile' || profile.pid !== thread.pid || profile.tid !== thread.tid) continue;
    const nodes = new Map<number, ProfileNode>();
    const ids: number[] = [];
    const deltas: number[] = [];
    for (const chunk of events) {
      if (chunk.name !== 'ProfileChunk' || chunk.pid !== thread.pid || chunk.id !== profile.id) continue;
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      ids.push(...(chunk.args?.data?.cpuProfile?.samples ?? []));
      deltas.push(...(chunk.args?.data?.timeDeltas ?? []));
    }
    const keys = new Map<number, string>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      if (!keys.has(id)) keys.set(id, sampleKey(nodes, id));
      samples.push({ ts, key: keys.get(id) as string });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Where a sample was: `GC`, the URL of the innermost frame that has one, or '' (native code, idle). */
function sampleKey(nodes: ReadonlyMap<number, ProfileNode>, id: number): string {
  for (
    let node = nodes.get(id);
    node;
    node = node.parent === undefined ? undefined : nodes.get(node.parent)
  ) {
    if (node.callFrame.functionName === '(garbage collector)') return GC_KEY;
    if (node.callFrame.url) return node.callFrame.url;
  }
  return '';
}

/** The innermost span of a nested task that holds the moment `ts`. */
function innermostAt(root: Span, ts: number): Span {
  let span = root;
  for (;;) {
    const child = span.children.find((candidate) => candidate.start <= ts && ts < candidate.end);
    if (!child) return span;
    span = child;
  }
}

/** A script URL as printed: the path on the page's own origin, the whole URL elsewhere. */
function shortUrl(url: string, origin: string): string {
  if (!url) return '(no URL)';
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/**
 * What one nested task was made of.
 *
 * @param root - the task, its events nested
 * @param samples - the thread's CPU samples (any; those outside the task are skipped)
 * @param origin - the page's origin, left out of same-origin script URLs
 * @returns the parts, largest first, in ms
 */
function partsOf(root: Span, samples: readonly Sample[], origin: string): TaskPart[] {
  const ownerOf = new Map<Span, Span>();
  const selfUs = new Map<Span, number>();
  const visit = (span: Span, owner: Span) => {
    const own = span === root || kindOf(span.name) ? span : owner;
    ownerOf.set(span, own);
    const inner = span.children.reduce((sum, child) => sum + (child.end - child.start), 0);
    selfUs.set(own, (selfUs.get(own) ?? 0) + Math.max(0, span.end - span.start - inner));
    for (const child of span.children) visit(child, own);
  };
  visit(root, root);
  const keysOf = new Map<Span, Map<string, number>>();
  for (const sample of samples) {
    if (sample.ts < root.start || sample.ts >= root.end) continue;
    const owner = ownerOf.get(innermostAt(root, sample.ts)) as Span;
    const keys = keysOf.get(owner) ?? new Map<string, number>();
    keys.set(sample.key, (keys.get(sample.key) ?? 0) + 1);
    keysOf.set(owner, keys);
  }
  const totals = new Map<string, number>();
  const add = (label: string, us: number) => totals.set(label, (totals.get(label) ?? 0) + us);
  for (const [owner, us] of selfUs) {
    const kind = owner === root ? 'other' : (kindOf(owner.name) as string);
    if (!SCRIPT_KINDS.has(kind)) {
      add(kind, us);
      continue;
    }
    const ownUrl = `${kind} ${shortUrl(owner.event.args?.data?.url ?? '', origin)}`;
    const keys = keysOf.get(owner);
    const counted = [...(keys?.values() ?? [])].reduce((sum, count) => sum + count, 0);
    if (!keys || counted === 0) {
      add(ownUrl, us);
      continue;
    }
    for (const [key, count] of keys) {
      const label = key === GC_KEY ? 'GC' : key ? `${kind} ${shortUrl(key, origin)}` : ownUrl;
      add(label, (us * count) / counted);
    }
  }
  return [...totals]
    .map(([label, us]) => ({ label, ms: us / 1000 }))
    .filter((part) => part.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Reads the page's main thread after FCP from one trace of its load. A task that began before FCP counts
 * with its part after FCP, as in Lighthouse's Total Blocking Time.
 *
 * @param events - every event of the trace (recorded with the `devtools.timeline`,
 *   `disabled-by-default-devtools.timeline`, `loading` and, for script URLs, the CPU profiler categories)
 * @param pageUrl - the URL the page was opened at
 * @returns the longest task and the blocking time after FCP (ms), and each long task with its parts
 * @throws Error when the page's main thread cannot be found or the trace holds no FCP of its main frame
 */
export function analyseMainThread(events: readonly TraceEvent[], pageUrl: string): MainThreadReport {
  const thread = findPageThread(events, pageUrl);
  const own = threadEvents(events, thread);
  const ofMainFrame = (event: TraceEvent) => event.args?.frame === thread.frame;
  const fcp = own.find((event) => event.name === 'firstContentfulPaint' && ofMainFrame(event));
  if (!fcp) throw new Error(`no first contentful paint of ${pageUrl} in the trace`);
  const navigationId = fcp.args?.data?.navigationId;
  // The navigation may have started in the renderer the tab began with, before a process swap.
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === navigationId,
  );
  const spans = spansOf(own);
  const samples = cpuSamples(events, thread);
  const origin = new URL(pageUrl).origin;
  let longestMs = 0;
  let blockingMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of topLevelTasks(spans)) {
    if (task.end <= fcp.ts) continue;
    const durationMs = (task.end - Math.max(task.start, fcp.ts)) / 1000;
    longestMs = Math.max(longestMs, durationMs);
    blockingMs += Math.max(0, durationMs - LONG_TASK_MS);
    if (durationMs < LONG_TASK_MS) continue;
    const parts = partsOf(nestedTask(task, spans), samples, origin);
    const cpuMs = (task.event.tdur ?? Number.NaN) / 1000;
    const wholeMs = (task.end - task.start) / 1000;
    longTasks.push({ startMs: (task.start - fcp.ts) / 1000, durationMs, wholeMs, cpuMs, parts });
  }
  const fcpMs = navigation ? (fcp.ts - navigation.ts) / 1000 : Number.NaN;
  const busy = busyTime(spans, navigation?.ts ?? Number.NEGATIVE_INFINITY);
  const { busyMs, cpuMs: busyCpuMs, parts: busyParts } = busy;
  return { thread, fcpMs, longestMs, blockingMs, longTasks, busyMs, busyCpuMs, busyParts };
}

/** The script URL at the end of a part's label (`script evaluation /assets/x.js`), or `(no URL)`. */
const SCRIPT_URL_IN_LABEL = / (\/|https?:|\(no URL\)).*$/;

/**
 * The busy time of a thread's tasks from a moment on, each task clipped to start there.
 *
 * @param spans - the thread's spans ({@link spansOf})
 * @param fromTs - the moment, in the trace's µs
 * @returns the sum in ms and its parts by kind
 */
function busyTime(spans: readonly Span[], fromTs: number): BusyTime {
  let busyMs = 0;
  let cpuMs = 0;
  const byKind = new Map<string, number>();
  for (const task of topLevelTasks(spans)) {
    if (task.end <= fromTs) continue;
    const clipped = { ...task, start: Math.max(task.start, fromTs) };
    busyMs += (clipped.end - clipped.start) / 1000;
    // A task cut by the start counts its CPU time in proportion to the part kept.
    const kept = (clipped.end - clipped.start) / Math.max(1, task.end - task.start);
    cpuMs += ((task.event.tdur ?? Number.NaN) * kept) / 1000;
    for (const part of partsOf(nestedTask(clipped, spans), [], '')) {
      const kind = part.label.replace(SCRIPT_URL_IN_LABEL, '');
      byKind.set(kind, (byKind.get(kind) ?? 0) + part.ms);
    }
  }
  const parts = [...byKind].map(([label, ms]) => ({ label, ms })).sort((a, b) => b.ms - a.ms);
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
 * @throws Error when the trace holds no such mark on that thread
 */
export function threadBusyTime(
  events: readonly TraceEvent[],
  thread: PageThread,
  markName: string,
): BusyTime {
  const own = threadEvents(events, thread);
  const mark = own.find((event) => event.name === markName);
  if (!mark) throw new Error(`no User Timing mark ${markName} on the page's main thread in the trace`);
  return busyTime(spansOf(own), mark.ts);
}
