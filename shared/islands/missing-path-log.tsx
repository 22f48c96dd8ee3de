import { useEffect } from 'react';

/**
 * Island of the 404 page: after hydration writes the attempted path to the browser console (spec §2
 * "Unknown route", §8). It reads `window.location` in the client bundle, so the server never echoes
 * the path into a script. Renders nothing.
 */
export default function MissingPathLog() {
  useEffect(() => {
    console.log('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
