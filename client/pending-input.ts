/**
 * Input before hydration is never lost (docs/decisions/0001-islands-on-a-multi-page-site.md): typed text
 * stays in the uncontrolled fields, and clicks on an island's controls or submits of its forms that come
 * before it has hydrated (`Hydration.done`, shared/lib/island-contract.ts) are held and replayed once it
 * has. Nor is it swallowed when the island never hydrates: once the island loader gives the island up
 * (`Hydration.failed`), or when no loader has started on it after {@link HeldInputWait.loader} ms, or it
 * still hydrates after {@link HeldInputWait.hydrating} ms, held input is released to what the page does
 * without JavaScript: a held link is followed, and a held submit or button gets a short message next to
 * it that it could not be done, with a button that reloads the page (typed values survive a reload where
 * the browser keeps them). A held link goes sooner, once the island's code has failed its first retry too
 * (`Hydration.retrying`): its page without JavaScript is the same answer, and it need not wait for the
 * retries.
 */

import { heldInputCopy } from '../shared/content/held-input';
import { Hydration, IslandAttribute, IslandEvent, IslandSelector } from '../shared/lib/island-contract';

/** The event held input sends to its island, for the lab's scripts. */
export { ISLAND_WANTED_EVENT } from '../shared/lib/island-contract';

/**
 * How long held input waits for its island, in ms. A `const enum`, so esbuild writes the numbers where
 * they are used.
 */
// biome-ignore lint/suspicious/noConstEnum: esbuild inlines it; a plain const in a module with imports it does not.
export const enum HeldInputWait {
  /** For an island loader to start on the island (`Hydration.started`): code that never arrives is not worth more. */
  loader = 3000,
  /** At most, from the input, while the island's code is running: a slow phone finishing the work is worth it. */
  hydrating = 10_000,
}

const ACTIONS = 'a[href], button, [role="button"], summary, input[type="submit"], input[type="button"]';

/** The class of the message that held input could not be done (styles/components/_held-input-notice.scss). */
const NOTICE_CLASS = 'held-input-notice';

/** One held input: what to do once its island has hydrated, and what the page does without JavaScript. */
interface HeldInput {
  replay: () => void;
  release: () => void;
  /** Whether it is a link's click, released once its island is `Hydration.retrying`. */
  isLink: boolean;
}

/**
 * Puts the message that an input could not be done next to its control: after the control's form or
 * list (a carousel's dots), else after the control; one per place, a new one replacing the old, so a
 * screen reader announces it again (`role="alert"`).
 *
 * @param control - the button or form the visitor used
 */
function showNotice(control: Element): void {
  const place = control.closest('form, ul') ?? control;
  if (place.nextElementSibling?.classList.contains(NOTICE_CLASS)) place.nextElementSibling.remove();
  const notice = document.createElement('p');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'alert');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = `${NOTICE_CLASS}__reload`;
  reload.textContent = heldInputCopy.reload;
  reload.addEventListener('click', () => window.location.reload());
  notice.append(`${heldInputCopy.notDone} `, reload);
  place.after(notice);
}

/**
 * Holds clicks and submits aimed at islands that have not hydrated, replays them when they have, and
 * releases them when they will not.
 *
 * @param doc - the document; listens in the capture phase, so it runs before any other handler
 */
export function holdInputUntilHydrated(doc: Document): void {
  const pending = new Map<Element, HeldInput[]>();
  /**
   * Releases what is held for an island, all of it or only its links (`linksOnly`): links followed,
   * submits and buttons answered; the rest stays held.
   */
  const release = (island: Element, linksOnly = false) => {
    const held = pending.get(island) ?? [];
    const kept = linksOnly ? held.filter((input) => !input.isLink) : [];
    if (kept.length > 0) pending.set(island, kept);
    else pending.delete(island);
    for (const input of held) if (!kept.includes(input)) input.release();
  };
  /**
   * Releases the island's held input if no loader has started on it after {@link HeldInputWait.loader}
   * ms, or it still hydrates {@link HeldInputWait.hydrating} ms after the input; names it in the console.
   */
  const releaseIfStillHeld = (island: Element, heldAt: number) => {
    setTimeout(() => {
      if (!pending.has(island)) return;
      // Still held, so neither hydrated nor given up: any state means a loader has started on it.
      const started = island.hasAttribute(IslandAttribute.hydration);
      if (started && performance.now() - heldAt < HeldInputWait.hydrating)
        return releaseIfStillHeld(island, heldAt);
      const why = started ? 'still hydrating' : 'no island loader';
      console.error(`Island "${island.getAttribute(IslandAttribute.name)}" let its held input go: ${why}`);
      release(island);
    }, HeldInputWait.loader);
  };
  /**
   * Answers an input aimed at an island: nothing to do once it has hydrated; released at once when it was
   * given up (a link then goes its own way, as it does while its island's code is retried); else stopped
   * and held, and the island asked for.
   */
  const hold = (event: Event, input: HeldInput) => {
    const island = (event.target as Element).closest?.(IslandSelector.unhydrated);
    if (!island) return;
    const state = island.getAttribute(IslandAttribute.hydration);
    // A link goes its own way once its island's code has failed; other input is answered if it never will.
    if (state === Hydration.failed || (input.isLink && state === Hydration.retrying)) {
      if (!input.isLink) input.release();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    pending.set(island, [...(pending.get(island) ?? []), input]);
    island.setAttribute(IslandAttribute.wanted, '');
    island.dispatchEvent(new Event(IslandEvent.wanted));
    releaseIfStillHeld(island, performance.now());
  };

  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.<HTMLElement>(ACTIONS);
      if (!control || control.closest(`.${NOTICE_CLASS}`)) return;
      const isLink = control instanceof HTMLAnchorElement;
      const release = isLink ? () => window.location.assign(control.href) : () => showNotice(control);
      hold(event, { replay: () => control.click(), release, isLink });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      const input = {
        replay: () => form.requestSubmit(submitter),
        release: () => showNotice(submitter ?? form),
        isLink: false,
      };
      hold(event, input);
    },
    true,
  );
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof Element) || !pending.has(target)) continue;
      const state = target.getAttribute(IslandAttribute.hydration);
      if (state === Hydration.failed) release(target);
      if (state === Hydration.retrying) release(target, true);
      if (state !== Hydration.done) continue;
      const held = pending.get(target) ?? [];
      pending.delete(target);
      for (const input of held) input.replay();
    }
  }).observe(doc, { attributes: true, attributeFilter: [IslandAttribute.hydration], subtree: true });
}
