import { ConsoleNote } from './console-note';

/**
 * The route error screen, shown inside the normal layout when a page cannot be rendered: the heading
 * "Unexpected Application Error!", the status text, a plain-language message and a link home. The
 * technical detail goes to the server log; the browser console gets the status only.
 *
 * @param props.status - the HTTP status code, e.g. 500
 * @param props.statusText - its reason phrase, e.g. "Internal Server Error"
 */
export function RouteErrorScreen({ status, statusText }: { status: number; statusText: string }) {
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <div className="error-screen__inner container">
        <h1 className="error-screen__title" id="error-screen-title">
          Unexpected Application Error!
        </h1>
        <p className="error-screen__status">
          {status} {statusText}
        </p>
        <p className="error-screen__message">
          Something went wrong on our side while preparing this page. Please try again in a moment.
        </p>
        <p>
          <a className="button button--primary" href="/">
            Back to the home page
          </a>
        </p>
        <ConsoleNote message={`Unexpected Application Error: ${status} ${statusText}`} level="error" />
      </div>
    </section>
  );
}
