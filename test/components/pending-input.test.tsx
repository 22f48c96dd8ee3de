/**
 * Held input is never lost nor swallowed (docs/decisions/0011-islands-never-hold-the-main-thread.md,
 * docs/decisions/0001-islands-on-a-multi-page-site.md): a held link is followed when its island's code
 * does not come, after HeldInputWait.loader ms when nothing is running for the island, and only after
 * HeldInputWait.hydrating ms while its code is hydrating it, so a slow phone is not sent to another page
 * just before the island answers; at once when the island loader gives the island up, or as soon as its
 * code has failed its first retry too (`retrying`). A held submit or button then gets a message next to it, with
 * a button that reloads the page; while the code is retried, it waits.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldInputWait, holdInputUntilHydrated } from '../../client/pending-input';
import { heldInputCopy } from '../../shared/content/held-input';

/** A fresh document with one island holding `markup`, its input held. */
function island(markup: string) {
  const doc = document.implementation.createHTMLDocument('held input');
  doc.body.innerHTML = `<div data-island="newsletter">${markup}</div><p>after the island</p>`;
  holdInputUntilHydrated(doc);
  return { doc, island: doc.querySelector('[data-island]') as HTMLElement };
}

/** A fresh document with one island holding one link. */
function islandWithLink() {
  const { island: element, doc } = island('<a href="/shop?category=pretzels">Pretzels</a>');
  return { island: element, link: doc.querySelector('a') as HTMLAnchorElement };
}

/** A fresh document with one island holding a form with one field and its submit button. */
function islandWithForm() {
  const { island: element, doc } = island(
    '<form method="dialog"><input name="email" value="jo@example.com"><button type="submit">Subscribe</button></form>',
  );
  return {
    island: element,
    form: doc.querySelector('form') as HTMLFormElement,
    submit: doc.querySelector('button') as HTMLButtonElement,
  };
}

/** The message next to `element` that the input could not be done, if there is one. */
function noticeAfter(element: Element) {
  const next = element.nextElementSibling;
  return next?.getAttribute('role') === 'alert' ? (next as HTMLElement) : null;
}

const assign = vi.fn();
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, reload } as Location);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  assign.mockReset();
  reload.mockReset();
});

describe('a held link', () => {
  it('is followed after HeldInputWait.loader ms when its island never starts hydrating', () => {
    const { link } = islandWithLink();
    link.click();
    vi.advanceTimersByTime(HeldInputWait.loader - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(link.href);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/Island "newsletter".*no island loader/),
    );
  });

  it('waits for an island that is hydrating, up to HeldInputWait.hydrating ms', () => {
    const { island, link } = islandWithLink();
    link.click();
    island.setAttribute('data-hydration', 'started');
    vi.advanceTimersByTime(HeldInputWait.loader * 2);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HeldInputWait.hydrating);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('is not followed once its island has hydrated: the click is replayed instead', async () => {
    const { island, link } = islandWithLink();
    const replayed = vi.fn((event: Event) => event.preventDefault());
    link.click();
    island.setAttribute('data-hydration', 'started');
    link.addEventListener('click', replayed);
    island.setAttribute('data-hydration', 'done');
    await vi.advanceTimersByTimeAsync(HeldInputWait.hydrating * 2);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('is followed at once when the island loader gives its island up', async () => {
    const { island, link } = islandWithLink();
    link.click();
    island.setAttribute('data-hydration', 'started');
    island.setAttribute('data-hydration', 'failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('is followed as soon as its island is retrying, without waiting for the last retry', async () => {
    const { island, link } = islandWithLink();
    link.click();
    island.setAttribute('data-hydration', 'started');
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).not.toHaveBeenCalled();
    island.setAttribute('data-hydration', 'retrying');
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(link.href);
    island.setAttribute('data-hydration', 'failed');
    await vi.advanceTimersByTimeAsync(HeldInputWait.hydrating * 2);
    expect(assign, 'followed once').toHaveBeenCalledTimes(1);
  });

  it('clicked while its island is retried goes its own way: not held, not followed by the page', () => {
    const { island, link } = islandWithLink();
    island.setAttribute('data-hydration', 'retrying');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(HeldInputWait.hydrating * 2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('of an island given up goes its own way: not held, not followed twice', () => {
    const { island, link } = islandWithLink();
    island.setAttribute('data-hydration', 'failed');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    vi.advanceTimersByTime(HeldInputWait.hydrating * 2);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a held submit', () => {
  it('is replayed once its island has hydrated, with no message', async () => {
    const { island, form, submit } = islandWithForm();
    const replayed = vi.fn((event: Event) => event.preventDefault());
    form.requestSubmit(submit);
    form.addEventListener('submit', replayed);
    island.setAttribute('data-hydration', 'done');
    await vi.advanceTimersByTimeAsync(HeldInputWait.hydrating * 2);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(noticeAfter(form)).toBeNull();
  });

  it('gets a message after its form, with a reload button, once its island is given up', async () => {
    const { island, form, submit } = islandWithForm();
    form.requestSubmit(submit);
    expect(noticeAfter(form)).toBeNull();
    island.setAttribute('data-hydration', 'started');
    island.setAttribute('data-hydration', 'failed');
    await vi.advanceTimersByTimeAsync(0);
    const notice = noticeAfter(form);
    expect(notice?.textContent).toContain(heldInputCopy.notDone);
    const button = notice?.querySelector('button');
    expect(button?.textContent).toContain(heldInputCopy.reload);
    expect(button?.type).toBe('button');
    button?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(form.querySelector('input')?.value).toBe('jo@example.com');
  });

  it("waits while its island's code is retried, and is replayed once a retry hydrates it", async () => {
    const { island, form, submit } = islandWithForm();
    const replayed = vi.fn((event: Event) => event.preventDefault());
    form.requestSubmit(submit);
    island.setAttribute('data-hydration', 'started');
    island.setAttribute('data-hydration', 'retrying');
    await vi.advanceTimersByTimeAsync(HeldInputWait.loader * 2);
    expect(noticeAfter(form), 'no message while retried').toBeNull();
    form.addEventListener('submit', replayed);
    island.setAttribute('data-hydration', 'done');
    await vi.advanceTimersByTimeAsync(0);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(noticeAfter(form)).toBeNull();
  });

  it('gets the message after HeldInputWait.loader ms when no island loader ever starts', () => {
    const { form, submit } = islandWithForm();
    form.requestSubmit(submit);
    vi.advanceTimersByTime(HeldInputWait.loader - 1);
    expect(noticeAfter(form)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(noticeAfter(form)?.textContent).toContain(heldInputCopy.notDone);
  });

  it('of an island already given up gets the message at once, one however often it is tried', () => {
    const { island, form, submit } = islandWithForm();
    island.setAttribute('data-hydration', 'failed');
    form.requestSubmit(submit);
    form.requestSubmit(submit);
    expect(noticeAfter(form)?.textContent).toContain(heldInputCopy.notDone);
    expect(island.parentElement?.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});

describe('a held button in a list', () => {
  it('gets the message after the list once its island is given up', async () => {
    const { island: element, doc } = island(
      '<ul><li><button type="button">Show slide 2 of 3</button></li></ul>',
    );
    (doc.querySelector('button') as HTMLButtonElement).click();
    element.setAttribute('data-hydration', 'failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(noticeAfter(doc.querySelector('ul') as HTMLElement)?.textContent).toContain(heldInputCopy.notDone);
  });
});
