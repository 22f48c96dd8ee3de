/**
 * The mobile drawer is a `<dialog>` opened and closed by invoker buttons (`commandfor` + `command`),
 * which work without any script in current browsers. This adds what markup cannot do
 * (docs/decisions/0001-islands-on-a-multi-page-site.md, "Drawer"):
 *
 * - loads the maintained `invokers-polyfill` only where the browser lacks invoker commands (its URL is
 *   the `data-invokers-polyfill` attribute of the document script's tag);
 * - keeps the menu button's `aria-expanded` in step with the dialog;
 * - closes the drawer when a link in it is chosen, when its backdrop is clicked, and when the page is
 *   restored from the back/forward cache, so Back never shows it open.
 *
 * @param doc - the document; listeners go on it in the capture phase, so they work before the body exists
 */
export function enhanceDrawers(doc: Document): void {
  // The polyfill is a module of its own; its URL comes from the document script's tag, since this
  // classic script cannot import a chunk by name.
  const polyfill = (doc.currentScript as HTMLScriptElement | null)?.dataset.invokersPolyfill;
  if (polyfill && !('commandForElement' in HTMLButtonElement.prototype)) void import(polyfill);

  const setExpanded = (dialog: HTMLDialogElement, expanded: boolean) => {
    for (const button of doc.querySelectorAll(`[commandfor="${dialog.id}"][aria-expanded]`)) {
      button.setAttribute('aria-expanded', String(expanded));
    }
  };
  const closeAll = () => {
    for (const dialog of doc.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
  };

  doc.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDialogElement) setExpanded(event.target, event.target.open);
    },
    true,
  );
  doc.addEventListener(
    'close',
    (event) => {
      if (event.target instanceof HTMLDialogElement) setExpanded(event.target, false);
    },
    true,
  );
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const dialog = target.closest?.('dialog');
    if (!dialog?.open) return;
    // A chosen link navigates with the drawer closed; a click on the dialog itself hit the backdrop.
    if (target.closest('a[href]') || target === dialog) dialog.close();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) closeAll();
  });
}
