import { ConsoleNote } from '../components/console-note';

/**
 * The unknown-route page (docs/product.md "Unknown route"): "404", "Oops! Page not found" and a link
 * home. The page script writes the attempted path to the browser console, reading it in the browser:
 * the server never echoes the path into the page, and the page loads no React.
 */
export function Component() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found__inner container">
        <p className="not-found__emoji" aria-hidden="true">
          🍎
        </p>
        <h1 className="not-found__title" id="not-found-title">
          404
        </h1>
        <p className="not-found__message">Oops! Page not found</p>
        <p className="not-found__hint">
          The treat you are looking for may have been eaten. Let's get you back to the sweet stuff.
        </p>
        <a href="/" className="button button--primary">
          Return to Home
        </a>
        <ConsoleNote message="404 Error: User attempted to access non-existent route:" withPath />
      </div>
    </section>
  );
}
