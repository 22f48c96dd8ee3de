import { Link } from 'react-router-dom';
import { Island } from '../components/island';
import MissingPathLog from '../islands/missing-path-log';

/**
 * The unknown-route page (spec §2 "Unknown route", §8): "404", "Oops! Page not found" and a link home.
 * After hydration the {@link MissingPathLog} island writes the attempted path to the browser console; the
 * path is read from `window.location` in the client bundle, never echoed into an inline script by the server.
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
        <Link to="/" className="button button--primary">
          Return to Home
        </Link>
        <Island name="missing-path-log" component={MissingPathLog} />
      </div>
    </section>
  );
}
