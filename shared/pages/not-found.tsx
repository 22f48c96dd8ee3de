import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

/**
 * The unknown-route page (spec §2 "Unknown route", §8): "404", "Oops! Page not found" and a link home.
 * After hydration it writes the attempted path to the browser console; the path is read from the
 * router's location in the client bundle, never echoed into an inline script by the server.
 */
export function Component() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.log('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

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
      </div>
    </section>
  );
}
