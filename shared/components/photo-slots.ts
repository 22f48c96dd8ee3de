/**
 * The places a photo is shown, with the CSS widths the layout gives them (the grids of
 * `styles/components/_product-card.scss` in the container of `styles/base/_base.scss`: 72rem at most,
 * 1rem of padding below 768 px and 2rem from it; the hero's photo circle of
 * `styles/components/_hero-carousel.scss`). `sizes` tells the browser the slot's width at each
 * breakpoint, so it fetches the smallest file that fills it; `minWidth` is the widest slot at 2x, the
 * width the build makes a photo for and the least an original may have; `aspect` is the slot's shape,
 * which the build crops the photo to (docs/decisions/0010-photo-pipeline.md). A screen at 3x gets the
 * 2x file: sharp, and a fraction of the bytes. Each `sizes` built by a call is marked `@__PURE__`, so a
 * bundle drops the slots it does not use (esbuild keeps a call it cannot prove free of side effects).
 */
import type { PhotoAspect } from './photo';

/** A place a photo is shown. */
export interface PhotoSlot {
  /** The `sizes` attribute: the slot's CSS width at each breakpoint. */
  sizes: string;
  /** Width in px the build makes the photo for (the widest slot at 2x) and the least an original may have. */
  minWidth: number;
  /** The slot's shape, width:height; an own photo is cropped to it, so no pixel is sent to be cut off. */
  aspect: PhotoAspect;
  /** The box a stock photo is drawn in, in px (stock photos are fetched at 640x480). */
  stockWidth: number;
  stockHeight: number;
}

/**
 * A product card's photo, in the shop's grid and the home page's preview alike: a phone's card at 2x
 * (398 px on a 430 px phone), which also covers the desktop's 347 px. Plain values, not read from the
 * shop's slot, so a bundle that uses neither card drops both.
 */
const CARD_MIN_WIDTH = 796;
/** A product card's media box (`styles/components/_product-media.scss`). */
const CARD_ASPECT: PhotoAspect = '4:3';

/**
 * A product card in the shop's grid (`card-grid(17rem)`, gap 1.5rem): one column below 600 px, two
 * up to 927 px, three from 928 px, 347 px wide from 1152 px.
 */
export const SHOP_CARD_SLOT: PhotoSlot = {
  sizes: /* @__PURE__ */ [
    '(min-width: 1152px) 347px',
    '(min-width: 928px) calc((100vw - 112px) / 3)',
    '(min-width: 768px) calc((100vw - 88px) / 2)',
    '(min-width: 600px) calc((100vw - 56px) / 2)',
    'calc(100vw - 32px)',
  ].join(', '),
  minWidth: CARD_MIN_WIDTH,
  aspect: CARD_ASPECT,
  stockWidth: 640,
  stockHeight: 480,
};

/**
 * A product card in the home page's preview (`card-grid(14.5rem)`, gap 1.5rem): one column below
 * 520 px, two up to 807 px, three up to 1063 px, four from 1064 px, 254 px wide from 1152 px.
 */
export const PREVIEW_CARD_SLOT: PhotoSlot = {
  sizes: /* @__PURE__ */ [
    '(min-width: 1152px) 254px',
    '(min-width: 1064px) calc((100vw - 136px) / 4)',
    '(min-width: 808px) calc((100vw - 112px) / 3)',
    '(min-width: 768px) calc((100vw - 88px) / 2)',
    '(min-width: 520px) calc((100vw - 56px) / 2)',
    'calc(100vw - 32px)',
  ].join(', '),
  minWidth: CARD_MIN_WIDTH,
  aspect: CARD_ASPECT,
  stockWidth: 480,
  stockHeight: 360,
};

/** A hero slide's photo circle: `clamp(9rem, 30vw, 12rem)`. */
export const HERO_SLIDE_SLOT: PhotoSlot = {
  sizes: 'clamp(144px, 30vw, 192px)',
  minWidth: 384,
  aspect: '1:1',
  stockWidth: 480,
  stockHeight: 480,
};

/**
 * The founder photo on the about page (`styles/pages/_about.scss`): the story's figure, at most 32rem
 * wide; from 768 px the second of two columns (3fr 2fr, gap 3rem), 416 px wide from 1152 px; 4:3
 * like the workbench illustration it covers.
 */
export const ABOUT_FIGURE_SLOT: PhotoSlot = {
  sizes: /* @__PURE__ */ [
    '(min-width: 1152px) 416px',
    '(min-width: 768px) calc((100vw - 112px) * 0.4)',
    'min(512px, calc(100vw - 32px))',
  ].join(', '),
  minWidth: 1024,
  aspect: '4:3',
  stockWidth: 480,
  stockHeight: 360,
};
