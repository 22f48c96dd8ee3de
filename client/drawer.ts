/**
 * What the mobile drawer's markup cannot do by itself (docs/decisions/0001-islands-on-a-multi-page-site.md):
 * the `<dialog>` opens and closes with invoker commands and no script, and this loads the maintained
 * `invokers-polyfill` where the browser lacks them (its URL is the `data-invokers-polyfill` attribute of
 * the page script), keeps the menu button's `aria-expanded` in step, and closes the drawer when a
 * link in it is chosen, when its backdrop is clicked, and when the page is restored from the
 * back/forward cache, so Back never shows it open.
 *
 * @param doc - the document; the listeners use the capture phase, so they work before the body exists
 */
export function enhanceDrawers(doc: Document): void {
  const polyfill = (doc.currentScript as HTMLScriptElement | null)?.dataset.invokersPolyfill;
  if (polyfill && !('commandForElement' in HTMLButtonElement.prototype)) void import(polyfill);

  const sync = (event: Event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement)) return;
    for (const button of doc.querySelectorAll(`[commandfor="${dialog.id}"][aria-expanded]`))
      button.setAttribute('aria-expanded', String(dialog.open));
  };
  for (const type of ['toggle', 'close']) doc.addEventListener(type, sync, true);
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const dialog = target.closest?.('dialog');
    // A chosen link navigates with the drawer closed; a click on the dialog itself hit the backdrop.
    if (dialog?.open && (target.closest('a[href]') || target === dialog)) dialog.close();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const dialog of doc.querySelectorAll<HTMLDialogElement>('dialog[open]')) dialog.close();
  });
}
