import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import { smallErrorPage } from '../error-page';

/** A client error decided before rendering: status and one friendly sentence. */
export interface ErrorAnswer {
  status: number;
  message: string;
}

/**
 * Answers with a small HTML error page, never cached.
 *
 * @param res - the response
 * @param answer - status and message
 * @param css - URL of the stylesheet the page links
 */
export function sendErrorPage(res: Response, { status, message }: ErrorAnswer, css: string): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(smallErrorPage(status, STATUS_CODES[status] ?? 'Error', message, css));
}
