import { ErrorScreen } from './error-screen';

/** What the route error screen tells the visitor; the detail goes to the server log only. */
const ROUTE_ERROR_MESSAGE =
  'Something went wrong on our side while preparing this page. Please try again in a moment.';

/**
 * The route error screen, shown inside the normal layout when a page cannot be rendered: the heading
 * "Unexpected Application Error!", the status text, a plain-language message and a link home
 * (docs/product.md "Route error"). The technical detail goes to the server log; the browser console
 * gets the status only.
 *
 * @param props.status - the HTTP status code, e.g. 500
 * @param props.statusText - its reason phrase, e.g. "Internal Server Error"
 * @returns the {@link ErrorScreen} with that status and the console note
 */
export function RouteErrorScreen({ status, statusText }: { status: number; statusText: string }) {
  const statusLine = `${status} ${statusText}`;
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      status={statusLine}
      message={ROUTE_ERROR_MESSAGE}
      consoleNote={`Unexpected Application Error: ${statusLine}`}
    />
  );
}
