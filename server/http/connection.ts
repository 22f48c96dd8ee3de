/**
 * When a response ends its keep-alive connection (`Connection: close`, after which Node closes the
 * socket). {@link endKeepAlive} is the one place the header is written; three facts call for it, and
 * each is applied where the server learns it:
 *
 * - the socket gate (`middleware/guards.ts`): the last request a socket may carry
 *   (`maxRequestsPerSocket`), so the socket closes cleanly instead of Node answering the next one 503;
 * - the draining check (`middleware/guards.ts`, before the request guard): while the process drains,
 *   every answer from there on, the request guard's own (400, 405, 414, 301) included, so keep-alive
 *   clients reconnect, to another instance;
 * - the load shedding (`middleware/load-shedding.ts`): a request refused because the waiting line is
 *   full, so a client that retries at once must connect again, at the pace connections are accepted.
 *
 * Applying each where it is known keeps the header's place among the others as it is. Only what the
 * socket gate and the security headers do comes first, and neither answers a request.
 */
import type { ServerResponse } from 'node:http';

/** What the server reads about the process: whether it is shutting down. `server/index.ts` owns it. */
export interface Lifecycle {
  readonly draining: boolean;
}

/**
 * Ends the connection after this response: sets `Connection: close`. Calling it again for the same
 * response changes nothing (the header keeps its value and its place).
 *
 * @param res - a response whose headers are not yet sent (Node throws `ERR_HTTP_HEADERS_SENT` otherwise)
 */
export function endKeepAlive(res: ServerResponse): void {
  res.setHeader('Connection', 'close');
}
