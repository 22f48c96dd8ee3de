/**
 * Writes the page's console notes (`shared/components/console-note.tsx`) to the browser console: the
 * unknown-route page's attempted path, the error page's status. The path is read here, in the browser;
 * the server never echoes it into the page.
 *
 * @param doc - the document; the notes are read once its markup has been parsed
 */
export function writeConsoleNotes(doc: Document): void {
  const write = () => {
    for (const note of doc.querySelectorAll<HTMLElement>('[data-console-message]')) {
      const message = note.dataset.consoleMessage ?? '';
      const level = note.dataset.consoleLevel === 'error' ? 'error' : 'log';
      if (note.dataset.consoleWithPath !== undefined) console[level](message, window.location.pathname);
      else console[level](message);
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', write, { once: true });
  else write();
}
