import { ConsoleNote } from './console-note';

/** Id of the error screen's heading; a page shows at most one error screen. */
const TITLE_ID = 'error-screen-title';

/**
 * The error screen: the `<h1>`, an optional status line, a plain-language message, the link home and,
 * when given, a note for the browser console; never technical detail (docs/product.md "Route error").
 * Used by the route error screen inside the site layout and by the small client-error page of the
 * server; the look is `styles/components/_error-screen.scss`.
 *
 * @param props.title - the heading, e.g. "Unexpected Application Error!" or "400 Bad Request"
 * @param props.status - the status line under it, e.g. "500 Internal Server Error"
 * @param props.message - one friendly sentence saying what happened
 * @param props.consoleNote - what the page script writes to the console as an error
 *   (`shared/components/console-note.tsx`)
 * @returns the `<section>` labelled by its heading
 */
export function ErrorScreen({
  title,
  status,
  message,
  consoleNote,
}: {
  title: string;
  status?: string;
  message: string;
  consoleNote?: string;
}) {
  return (
    <section className="error-screen" aria-labelledby={TITLE_ID}>
      <div className="error-screen__inner container">
        <h1 className="error-screen__title" id={TITLE_ID}>
          {title}
        </h1>
        {status ? <p className="error-screen__status">{status}</p> : null}
        <p className="error-screen__message">{message}</p>
        <p>
          <a className="button button--primary" href="/">
            Back to the home page
          </a>
        </p>
        {consoleNote ? <ConsoleNote message={consoleNote} level="error" /> : null}
      </div>
    </section>
  );
}
