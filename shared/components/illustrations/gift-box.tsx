import type { GiftMotif, RibbonColor } from '../../content/illustration-specs';
import { Bow, ellipse, Face, Fill, Gloss, ink, Line, type Pt, place, type RibbonTone, Shadow } from './parts';

/** Ribbon face and fold colour for each ribbon name. */
export const ribbonTones: Record<RibbonColor, RibbonTone> = {
  red: ['#c7342a', ink.redDark],
  pink: ['#ec8fab', '#c9607f'],
  blue: ['#6fa3da', '#4477b0'],
  gold: ['#e6a93a', '#b27712'],
  ivory: ['#fbf0da', '#d3b88c'],
  green: ['#3f8a5c', '#255a3a'],
  lavender: ['#ad95e0', '#7f66bd'],
};

/** Box body and lid colour per occasion: lemon party, baby blue, blush, lilac, sage wedding, kraft holiday. */
const boxTones: Record<GiftMotif, readonly [body: string, lid: string]> = {
  confetti: ['#fde9a6', '#f7d36f'],
  rattle: ['#d4e6fa', '#b1d0f1'],
  hearts: ['#f9cbd8', '#f2abc0'],
  flower: ['#e5d9fa', '#cfbdf0'],
  rings: ['#d6e8da', '#b7d5bf'],
  snowflake: ['#e2c299', '#d1a875'],
};

// Templates: anchor (0, 0) is the middle of the box's base; 80 wide, 83 tall with the bow.
const body = 'M-36 0V-50H36V0Z';
const lid = 'M-39-50V-64H39V-50Z';
const ribbon = 'M-6 0V-65H6V0Z';
const lidShadow = 'M-36-50H36V-45H-36ZM28 0V-45H36V0Z';
const lidGloss = 'M-35-60H-14';
const label = place(ellipse(14), [[0, -24]]);

/** One layer of a motif: path template centred on the label, colour, and stroke width (0 = filled). */
type Layer = readonly [d: string, color: string, w: number];
const heart = 'M0 8C-8 3-10-1-10-4C-10-7-8-9-5-9C-3-9-1-8 0-6C1-8 3-9 5-9C8-9 10-7 10-4C10-1 8 3 0 8Z';
const spokes = [0, 60, 120].map((deg) => {
  const a = (deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const q = (x: number, y: number) =>
    `${Math.round((x * c - y * s) * 10) / 10} ${Math.round((x * s + y * c) * 10) / 10}`;
  return `M${q(0, -10)}L${q(0, 10)}M${q(-3, -9)}L${q(0, -6)}L${q(3, -9)}M${q(-3, 9)}L${q(0, 6)}L${q(3, 9)}`;
});
const motifs: Record<GiftMotif, readonly Layer[]> = {
  confetti: [
    ['M-7-5h0M6 6h0M-1 8h0M2-9h0', '#e8577a', 3.4],
    ['M4-7l3 2M-9 1l2-2M6-1l2 1', '#4f93d2', 2.2],
    ['M-1-1h0M9-2h0M-5-9l2-1M-6 6h0', '#f0b23a', 3],
    ['M-3 4l2 1M1 3l1 2M-8-4h0', '#3f9a66', 2.2],
  ],
  rattle: [
    ['M0-2V4', '#f0b23a', 3.4],
    [place(ellipse(3.2), [[0, 7.5]]), '#f0b23a', 2.2],
    [place(ellipse(6.5), [[0, -6]]), '#6fa3da', 0],
    ['M-3-6C-3-8-2-9 0-9', '#fff', 1.8],
    ['M-10-10Q-12-6-10-2M10-10Q12-6 10-2', '#6fa3da', 1.4],
  ],
  hearts: [
    [place(heart, [[-2, 2]], 0.8), '#d9403a', 0],
    [place(heart, [[7, -6]], 0.35), '#ec8fab', 0],
  ],
  flower: [
    ['M0-5h0M4.8-1.5h0M2.9 4h0M-2.9 4h0M-4.8-1.5h0', '#ec8fab', 7],
    ['M0 0h0', '#f0b23a', 5],
  ],
  rings: [
    [place(ellipse(5.5), [[-3.5, 2]]), '#d19a2a', 2.2],
    [place(ellipse(5.5), [[3.5, 0]]), '#a9aab8', 2.2],
    ['M-3.5-3.5C-.5-3.5 2-1 2 2', '#d19a2a', 2.2],
    ['M3.5-9l2.5 2.5-2.5 2.5-2.5-2.5Z', '#8cc8ea', 0],
  ],
  snowflake: [[spokes.join(''), '#4f82b9', 1.8]],
};

/**
 * One or more gift boxes: a box with lid, a ribbon and bow, and a round label on the front with the
 * occasion's motif. Boxes of one call must not overlap each other.
 *
 * @param props.ribbon - ribbon and bow colour
 * @param props.motif - occasion motif on the label (also picks the box colour)
 * @param props.at - anchor points (middle of each box's base)
 * @param props.s - scale (1 = 80 units wide, 83 tall)
 * @param props.lite - small scene copy: whole units, no label, motif, shading or gloss
 */
export function GiftBoxes({
  ribbon: color,
  motif,
  at,
  s = 1,
  lite = false,
}: {
  ribbon: RibbonColor;
  motif: GiftMotif;
  at: readonly Pt[];
  s?: number;
  lite?: boolean;
}) {
  const p = (t: string) => place(t, at, s, lite);
  const tone = ribbonTones[color];
  const [bodyTone, lidTone] = boxTones[motif];
  const centres = at.map(([x, y]) => [x, y - 24 * s] as const);
  return (
    <>
      <Shadow at={at} rx={42} s={s} />
      <Fill d={p(body)} fill={bodyTone} />
      <Face d={p(lid)} fill={lidTone} r={2 * s} />
      <Fill d={p(ribbon)} fill={tone[0]} />
      {!lite && <Fill d={p(lidShadow)} fill={ink.cocoa} o={0.1} />}
      {!lite && <Gloss d={p(lidGloss)} w={2.4 * s} o={0.6} />}
      <Bow at={at.map(([x, y]) => [x, y - 66 * s] as const)} s={s} tone={tone} whole={lite} />
      {!lite && <Fill d={p(label)} fill={ink.paper} />}
      {!lite &&
        motifs[motif].map(([d, c, w]) => {
          const placed = place(d, centres, s);
          return w ? <Line key={d} d={placed} stroke={c} w={w * s} /> : <Fill key={d} d={placed} fill={c} />;
        })}
    </>
  );
}
