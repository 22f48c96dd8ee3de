import { STATUS_CODES } from 'node:http';
import { ErrorScreen } from '../shared/components/error-screen';
import { brand } from '../shared/content/brand';

/** A client error decided before routing: status and one friendly sentence. */
export interface ClientError {
  status: number;
  message: string;
}

/**
 * A small, self-contained page for a client error (400, 405, 414...) answered before routing. It links
 * the site stylesheet (allowed by the CSP) and never echoes the request.
 *
 * @param props.status - HTTP status code, 400-499
 * @param props.message - one friendly sentence
 * @param props.css - URL of the site stylesheet
 */
export function ClientErrorPage({ status, message, css }: ClientError & { css: string }) {
  const heading = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${heading} | ${brand.name}`}</title>
        <link rel="stylesheet" href={css} precedence="default" />
      </head>
      <body>
        <main id="main">
          <ErrorScreen title={heading} message={message} />
        </main>
      </body>
    </html>
  );
}
