import { useEffect } from 'react';
import { defineIsland } from '../components/island';

/** Props of the console-message island. */
export interface ConsoleMessageProps {
  /** What to write. */
  message: string;
  /** Whether to append the path the visitor asked for (read in the browser, never echoed by the server). */
  withPath?: boolean;
  /** Console method: `log` for information, `error` for a failure. */
  level?: 'log' | 'error';
}

/**
 * Writes one message to the browser console after hydration, and renders nothing. The unknown-route
 * page uses it to log the attempted path; the error page to name the failure for a developer.
 */
function ConsoleMessage({ message, withPath = false, level = 'log' }: ConsoleMessageProps) {
  useEffect(() => {
    if (withPath) console[level](message, window.location.pathname);
    else console[level](message);
  }, [message, withPath, level]);
  return null;
}

export default defineIsland('console-message', ConsoleMessage);
