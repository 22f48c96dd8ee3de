import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { cacheControlFor } from '../http/policies';

/**
 * The last handler: an error that escaped a middleware (for example a file that could not be read)
 * gets its 4xx status when it carries one, otherwise 500, with a short plain reason phrase and never a
 * stack trace. 500s are logged.
 *
 * @param logger - the process's logger
 * @returns the error-handling middleware
 */
export function uncaughtError(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status)
      .set('Cache-Control', cacheControlFor(status))
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  };
}
