/**
 * Input before hydration is never lost (docs/decisions/0001-islands-on-a-multi-page-site.md).
 *
 * An island's markup is on screen before its code has loaded and hydrated. Typing needs no help (the
 * fields are uncontrolled, so the text stays in the DOM), but a click or a submit would reach no
 * handler. So, until an island has `data-hydrated`, clicks on its controls and submits of its forms are
 * stopped here, before React or the browser act on them, and replayed once the island has hydrated.
 * A held click on a link that still has not hydrated after {@link LINK_FALLBACK_MS} follows the link,
 * so a slow network never leaves a visitor stuck.
 */

/** How long a held link click waits for its island before the browser simply follows it, in ms. */
export const LINK_FALLBACK_MS = 3000;

/** Controls whose click means an action (fields are left alone: focusing and typing work natively). */
const ACTIONS = 'a[href], button, [role="button"], summary, input[type="submit"], input[type="button"]';

/**
 * Holds clicks and submits aimed at islands that have not hydrated, and replays them when they have.
 *
 * @param doc - the document; listens in the capture phase on it, so it runs before any other handler
 */
export function holdInputUntilHydrated(doc: Document): void {
  const pending = new Map<Element, (() => void)[]>();
  const waiting = (target: EventTarget | null): Element | null => {
    const island = target instanceof Element ? target.closest('[data-island]') : null;
    return island && !island.hasAttribute('data-hydrated') ? island : null;
  };
  const hold = (event: Event, island: Element, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    pending.set(island, [...(pending.get(island) ?? []), replay]);
  };

  doc.addEventListener(
    'click',
    (event) => {
      const island = waiting(event.target);
      const control = island && (event.target as Element).closest<HTMLElement>(ACTIONS);
      if (!island || !control) return;
      hold(event, island, () => control.click());
      if (control instanceof HTMLAnchorElement) {
        setTimeout(() => {
          if (pending.has(island)) window.location.assign(control.href);
        }, LINK_FALLBACK_MS);
      }
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const island = waiting(event.target);
      const form = event.target as HTMLFormElement;
      if (!island) return;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, island, () => form.requestSubmit(submitter));
    },
    true,
  );

  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element) || !target.hasAttribute('data-hydrated')) continue;
      const replays = pending.get(target) ?? [];
      pending.delete(target);
      for (const replay of replays) replay();
    }
  }).observe(doc, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}
