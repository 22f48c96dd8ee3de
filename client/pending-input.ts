/**
 * Input before hydration is never lost (docs/decisions/0001-islands-on-a-multi-page-site.md): typed text
 * stays in the uncontrolled fields, and clicks on an island's controls or submits of its forms that come
 * before it has `data-hydration="done"` are held and replayed once it has. A held link is followed anyway after
 * {@link LINK_FALLBACK_MS}, or {@link HYDRATING_LINK_FALLBACK_MS} while its island's code is running.
 */

/**
 * The event the held input sends to its island (not bubbling), so `client/island-loader.tsx` hydrates that
 * island at once instead of waiting for it to be near the screen and for an idle moment. Held input also
 * leaves {@link ISLAND_WANTED_ATTRIBUTE} on the island, for an island loader that starts after it.
 */
export const ISLAND_WANTED_EVENT = 'island-wanted';

/** The attribute held input leaves on its island: the island is wanted now. */
export const ISLAND_WANTED_ATTRIBUTE = 'data-wanted';

/** How long a held link click waits for its island before the browser follows it, in ms. */
export const LINK_FALLBACK_MS = 3000;

/**
 * How long a held link click waits at most for an island whose code has arrived and is hydrating
 * (`data-hydration="started"`, set by `client/island-loader.tsx`), in ms: a slow phone finishing the work is worth
 * waiting for; code that never arrives is not.
 */
export const HYDRATING_LINK_FALLBACK_MS = 10_000;

/**
 * The attribute that says how far an island's hydration has come: `started` once
 * `client/island-loader.tsx` loads its code, `done` once `client/hydrate-island.tsx` has committed it.
 * Before either, the island is only the server's markup.
 */
export const HYDRATION_ATTRIBUTE = 'data-hydration';

const ACTIONS = 'a[href], button, [role="button"], summary, input[type="submit"], input[type="button"]';

/**
 * Holds clicks and submits aimed at islands that have not hydrated, and replays them when they have.
 *
 * @param doc - the document; listens in the capture phase, so it runs before any other handler
 */
export function holdInputUntilHydrated(doc: Document): void {
  const pending = new Map<Element, (() => void)[]>();
  /**
   * Follows a held link if its island has not hydrated after {@link LINK_FALLBACK_MS}, or, while the
   * island is hydrating, after {@link HYDRATING_LINK_FALLBACK_MS} from the click.
   */
  const followIfStillHeld = (island: Element, link: HTMLAnchorElement, clickedAt: number) => {
    setTimeout(() => {
      if (!pending.has(island)) return;
      const waited = performance.now() - clickedAt;
      if (island.getAttribute(HYDRATION_ATTRIBUTE) === 'started' && waited < HYDRATING_LINK_FALLBACK_MS)
        followIfStillHeld(island, link, clickedAt);
      else window.location.assign(link.href);
    }, LINK_FALLBACK_MS);
  };
  /** Stops the event if it reaches an island that has not hydrated, and queues `replay` for it. */
  const hold = (event: Event, replay: () => void): Element | null => {
    const island =
      event.target instanceof Element
        ? event.target.closest('[data-island]:not([data-hydration="done"])')
        : null;
    if (!island) return null;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending.set(island, [...(pending.get(island) ?? []), replay]);
    island.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
    island.dispatchEvent(new Event(ISLAND_WANTED_EVENT));
    return island;
  };

  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.<HTMLElement>(ACTIONS);
      if (!control) return;
      const island = hold(event, () => control.click());
      if (island && control instanceof HTMLAnchorElement)
        followIfStillHeld(island, control, performance.now());
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, () => form.requestSubmit(submitter));
    },
    true,
  );
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element) || !pending.has(target)) continue;
      if (target.getAttribute(HYDRATION_ATTRIBUTE) !== 'done') continue;
      const replays = pending.get(target) ?? [];
      pending.delete(target);
      for (const replay of replays) replay();
    }
  }).observe(doc, { attributes: true, attributeFilter: [HYDRATION_ATTRIBUTE], subtree: true });
}
