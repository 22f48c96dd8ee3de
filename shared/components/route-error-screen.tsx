import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * The generic route error screen (spec §8: heading "Unexpected Application Error!" with the status
 * text or message). Rendered by the server for a 500 and by the root route's error boundary in the
 * browser, so both show the same markup.
 *
 * @param props.detail - the status text or message to show, e.g. "500 Internal Server Error"
 */
export function ErrorScreen({ detail }: { detail: string }) {
  return (
    <main id="main" className="error-screen" tabIndex={-1}>
      <h1 className="error-screen__title">Unexpected Application Error!</h1>
      <p className="error-screen__detail">{detail}</p>
      <p>
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
      </p>
    </main>
  );
}

/**
 * Describes a route error for the screen: the status and status text of an error response, the
 * message of an `Error`, or a fallback. Never a stack trace.
 *
 * @param error - whatever the router caught
 * @returns a one-line description
 */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/** The root route's `ErrorBoundary`: {@link ErrorScreen} for the error the router caught. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen detail={describeRouteError(error)} />;
}
