/**
 * An island that shows one of the shop's own photos (a hero slide's) carries exactly the photos it
 * showed in `data-photos`, so the browser hydrates the same `<picture>` without the page's whole library.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IslandRoot } from '../../shared/components/island';
import { Island } from '../../shared/components/island-wrapper';
import {
  type OptimisedPhoto,
  PhotoContext,
  type PhotoLibrary,
  photoKey,
} from '../../shared/components/photo';
import { HERO_SLIDE_SLOT, SHOP_CARD_SLOT } from '../../shared/components/photo-slots';
import { heroItems, heroRotationMs } from '../../shared/content/home';
import heroCarousel from '../../shared/islands/hero-carousel';

/** An optimised photo as the build describes it, with files at the given widths. */
function optimised(name: string, widths: number[]): OptimisedPhoto {
  const variants = (ext: string) =>
    widths.map((width) => ({
      url: `/assets/photos/${name}-${width}.${ext}`,
      width,
      height: width,
      bytes: 1000,
    }));
  return { width: 1200, height: 1200, avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') };
}

const SHOWN = '/photos/slide.jpg';
/** The page's library: the slide's photo in the hero circle's shape, the same photo and another for cards. */
const library: PhotoLibrary = {
  [photoKey(SHOWN, HERO_SLIDE_SLOT.aspect)]: optimised('slide', [320, 480]),
  [photoKey(SHOWN, SHOP_CARD_SLOT.aspect)]: optimised('slide-card', [320, 480, 640]),
  [photoKey('/photos/card-only.jpg', SHOP_CARD_SLOT.aspect)]: optimised('card-only', [320, 480, 640, 960]),
};
const [first, ...rest] = heroItems;
if (!first) throw new Error('the hero has no slides');
const slides = [{ ...first, photo: { src: SHOWN, alt: 'Our caramel apple, up close' } }, ...rest];
const props = { slides, intervalMs: heroRotationMs };

/** The home page's hero island as the server renders it, in the page, with the page's library. */
function serverMarkup(): string {
  return renderToString(
    <PhotoContext value={library}>
      <Island of={heroCarousel} props={props} />
    </PhotoContext>,
  );
}

// This file hydrates a root of its own, outside Testing Library: tell React that act() wraps it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an island with an own photo', () => {
  it('carries only the photos it showed, and shows the first slide’s as the page’s largest paint', () => {
    document.body.innerHTML = serverMarkup();
    const wrapper = document.querySelector<HTMLElement>('[data-island]');
    expect(Object.keys(JSON.parse(wrapper?.dataset.photos ?? '{}'))).toEqual([
      photoKey(SHOWN, HERO_SLIDE_SLOT.aspect),
    ]);
    const img = document.querySelector('img.hero-carousel__photo');
    expect(img).toHaveAttribute('sizes', HERO_SLIDE_SLOT.sizes);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img?.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/assets/photos/slide-320.avif 320w, /assets/photos/slide-480.avif 480w',
    );
  });

  it('hydrates from its data-photos with the same markup, without a mismatch', async () => {
    document.body.innerHTML = serverMarkup();
    const wrapper = document.querySelector<HTMLElement>('[data-island]');
    if (!wrapper) throw new Error('no island wrapper');
    const before = wrapper.innerHTML;
    const photos = JSON.parse(wrapper.dataset.photos ?? '{}') as PhotoLibrary;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        wrapper,
        <IslandRoot illustrations={wrapper.dataset.illustrations ?? ''} photos={photos}>
          <heroCarousel.Component {...props} />
        </IslandRoot>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(wrapper.querySelector('img.hero-carousel__photo')).toHaveAttribute(
      'alt',
      'Our caramel apple, up close',
    );
    expect(wrapper.querySelectorAll('picture')).toHaveLength(before.match(/<picture[\s>]/g)?.length ?? -1);
  });
});
