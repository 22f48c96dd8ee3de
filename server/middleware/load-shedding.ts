import type { RequestHandler, Response } from 'express';
import type { LoadLimits } from '../config';
import { CACHE_CONTROL, endKeepAlive } from '../http/policies';
import type { ServerMetrics } from '../telemetry';

/** Why a request was refused: the waiting line was full, or it waited too long for a place in flight. */
export type ShedReason = 'queue_full' | 'wait_timeout';

/** Seconds a refused client is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The answer to a request the server is too busy to take: a few hundred bytes written once at
 * start-up, no stylesheet, no script, nothing rendered.
 */
export const BUSY_PAGE = [
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
  '<title>Busy for a moment</title></head><body><main>',
  '<h1>So many sweet tooths at once!</h1>',
  `<p>We are serving a rush of visitors. Please try again in a few seconds.</p>`,
  '<p><a href="">Try again</a></p></main></body></html>',
].join('');

/**
 * Requests started per event-loop turn: one. libuv accepts one new connection per turn, so short
 * turns are what let a burst of new connections in (a thousand in about two seconds, measured), and a
 * kubelet's probe, which always comes on a new connection, with them.
 */
const STARTS_PER_TURN = 1;

/** Late requests refused per event-loop turn: enough to keep the line moving, few enough to keep turns short. */
const REFUSALS_PER_TURN = 16;

/** One request waiting for a place in flight (one of `maxInFlight`). */
interface Waiting {
  since: number;
  admit: () => void;
  res: Response;
}

/**
 * Answers a request the server will not take: 503 with `Retry-After`, never stored by any cache, with
 * the static {@link BUSY_PAGE}. A request refused because the line was full also closes its
 * connection: a client that retries at once must connect again, and new connections come in at the
 * pace the server accepts them, so a retry storm cannot take the event loop (measured: with 2,000
 * connections retrying on keep-alive, pages fell to 1% of the light-load rate).
 *
 * @param res - the response
 * @param reason - why it is refused
 */
function refuse(res: Response, reason: ShedReason): void {
  if (reason === 'queue_full') endKeepAlive(res);
  res
    .status(503)
    .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': CACHE_CONTROL.busy })
    .type('html')
    .send(BUSY_PAGE);
}

/**
 * Load shedding in the manner of Google's SRE guidance on overload: bound the work, bound the line,
 * bound the wait, and refuse early and cheaply (docs/decisions/0008-load-shedding.md).
 *
 * Every request that reaches it waits in one FIFO line and is started from a task of its own
 * (`setImmediate`), one per event-loop turn and never more than `maxInFlight` at once, counted until
 * its response closes. Between turns the event loop reads the network and accepts a new connection,
 * so a burst of a thousand requests never blocks it for more than one render, and liveness, which
 * is answered before this middleware, stays quick. A request that finds the line
 * full (`maxWaiting`), or that waited `maxWaitMs` for a place, gets 503 with `Retry-After` at once,
 * before anything is rendered for it. A request whose client leaves while waiting is dropped. The
 * metrics hear of every refusal and follow the counts in flight and waiting.
 *
 * @param limits - the bounds, validated by `server/config.ts`
 * @param metrics - the server's metrics: the shed counter and the in-flight and waiting gauges
 * @returns the middleware
 */
export function createLoadShedding(limits: LoadLimits, metrics: ServerMetrics): RequestHandler {
  const line = new Set<Waiting>();
  let inFlight = 0;
  /** The pump's next run: in the next turn (work is ready), or at the first request's deadline. */
  let nextTurn: NodeJS.Immediate | null = null;
  let deadline: NodeJS.Timeout | null = null;

  const joinLine = (waiting: Waiting) => {
    line.add(waiting);
    metrics.waiting.inc();
  };
  const leaveLine = (waiting: Waiting) => {
    if (line.delete(waiting)) metrics.waiting.dec();
  };

  const shed = (res: Response, reason: ShedReason) => {
    metrics.shed.inc({ reason });
    refuse(res, reason);
  };

  /** How long the first request in line has waited, in ms (0 when none waits). */
  const oldestWait = (now: number) => {
    const [first] = line;
    return first ? now - first.since : 0;
  };

  /**
   * One event-loop turn's share of the line: refuses the requests that waited too long (at most
   * {@link REFUSALS_PER_TURN}), starts the next {@link STARTS_PER_TURN} while places are free, then
   * plans its next run.
   */
  const pump = () => {
    nextTurn = null;
    const now = performance.now();
    let refusals = 0;
    for (const waiting of line) {
      if (now - waiting.since <= limits.maxWaitMs || refusals === REFUSALS_PER_TURN) break;
      leaveLine(waiting);
      refusals += 1;
      shed(waiting.res, 'wait_timeout');
    }
    let started = 0;
    for (const waiting of line) {
      if (started === STARTS_PER_TURN || inFlight >= limits.maxInFlight) break;
      leaveLine(waiting);
      started += 1;
      waiting.admit();
    }
    planPump();
  };

  /**
   * Runs the pump in the next turn when it has work (a free place, or a request past its deadline);
   * otherwise wakes it at the first request's deadline, and a place that frees up wakes it sooner.
   * It never spins while every place is taken.
   */
  const planPump = () => {
    if (nextTurn || line.size === 0) return;
    const now = performance.now();
    const late = oldestWait(now) > limits.maxWaitMs;
    if (inFlight < limits.maxInFlight || late) {
      if (deadline) clearTimeout(deadline);
      deadline = null;
      nextTurn = setImmediate(pump);
      return;
    }
    if (deadline) return;
    deadline = setTimeout(
      () => {
        deadline = null;
        planPump();
      },
      limits.maxWaitMs - oldestWait(now) + 1,
    );
  };

  return (_req, res, next) => {
    if (line.size >= limits.maxWaiting) {
      shed(res, 'queue_full');
      return;
    }
    const waiting: Waiting = {
      since: performance.now(),
      res,
      admit: () => {
        res.off('close', leave);
        inFlight += 1;
        metrics.inFlight.inc();
        res.once('close', () => {
          inFlight -= 1;
          metrics.inFlight.dec();
          planPump();
        });
        next();
      },
    };
    // Before it is admitted, the response closes only when the connection does: the client left.
    const leave = () => leaveLine(waiting);
    res.once('close', leave);
    joinLine(waiting);
    planPump();
  };
}
