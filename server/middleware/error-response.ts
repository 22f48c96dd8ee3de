import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import { cacheControlFor } from '../cache-policy';
import { smallErrorPage } from '../error-page';
import { labelRoute } from '../metrics';

/** A client error decided before rendering: status and one friendly sentence. */
export interface ErrorAnswer {
  status: number;
  message: string;
}

/**
 * Answers with a small HTML error page, which a shared cache may keep briefly (`server/cache-policy.ts`).
 *
 * @param res - the response
 * @param answer - status and message
 * @param css - URL of the stylesheet the page links
 */
export function sendErrorPage(res: Response, { status, message }: ErrorAnswer, css: string): void {
  labelRoute(res, 'bad_request');
  res
    .status(status)
    .set('Cache-Control', cacheControlFor(status))
    .type('html')
    .send(smallErrorPage(status, STATUS_CODES[status] ?? 'Error', message, css));
}
