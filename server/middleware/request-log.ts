import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * One JSON log line per request (`pino-http`): method, path without the query string (which could
 * carry typed text), status and duration. Never a query, a form value or a header.
 *
 * @param logger - the process's logger
 * @returns the middleware
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error) => ({ type: err.name, message: err.message }),
    },
    customSuccessMessage: (req, res, ms) => `${req.method} ${res.statusCode} ${Math.round(ms)}ms`,
  });
}
