/**
 * A held link is followed when its island's code does not come (docs/decisions/0011-islands-never-hold-
 * the-main-thread.md): after LINK_FALLBACK_MS when nothing is running for the island, and only after
 * HYDRATING_LINK_FALLBACK_MS while its code is hydrating it, so a slow phone is not sent to another page
 * just before the island answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HYDRATING_LINK_FALLBACK_MS,
  HYDRATION_ATTRIBUTE,
  holdInputUntilHydrated,
  LINK_FALLBACK_MS,
} from '../../client/pending-input';

/** A fresh document with one island holding one link, its input held. */
function islandWithLink() {
  const doc = document.implementation.createHTMLDocument('held input');
  doc.body.innerHTML = '<div data-island="shop-filter"><a href="/shop?category=pretzels">Pretzels</a></div>';
  holdInputUntilHydrated(doc);
  const island = doc.querySelector('[data-island]') as HTMLElement;
  const link = doc.querySelector('a') as HTMLAnchorElement;
  return { island, link };
}

describe('a held link', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('is followed after LINK_FALLBACK_MS when its island never starts hydrating', () => {
    const { link } = islandWithLink();
    link.click();
    vi.advanceTimersByTime(LINK_FALLBACK_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('waits for an island that is hydrating, up to HYDRATING_LINK_FALLBACK_MS', () => {
    const { island, link } = islandWithLink();
    link.click();
    island.setAttribute(HYDRATION_ATTRIBUTE, 'started');
    vi.advanceTimersByTime(LINK_FALLBACK_MS * 2);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HYDRATING_LINK_FALLBACK_MS);
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('is not followed once its island has hydrated: the click is replayed instead', async () => {
    const { island, link } = islandWithLink();
    const replayed = vi.fn((event: Event) => event.preventDefault());
    link.click();
    island.setAttribute(HYDRATION_ATTRIBUTE, 'started');
    link.addEventListener('click', replayed);
    island.setAttribute('data-hydration', 'done');
    await vi.advanceTimersByTimeAsync(HYDRATING_LINK_FALLBACK_MS * 2);
    expect(replayed).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
