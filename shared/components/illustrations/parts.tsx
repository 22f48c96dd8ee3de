/**
 * Shared drawing parts of the illustration family: the palette, a path-placing helper and small pieces
 * (ground shadow, gloss, sparkle, bow, stick, leaf, sprinkles) that every product and scene reuses.
 *
 * Drawings are written once as path templates around an anchor at (0, 0) — the point where the object
 * meets the ground — and `place` copies a template to any number of spots at one scale into a single
 * path, so a tray of six apples costs a few paths, not six drawings. No ids, no defs, no inline styles:
 * colours are presentation attributes, and the root `<svg>` carries `svgDefaults` once.
 */

/** A point in SVG user units: `[x, y]`. */
export type Pt = readonly [x: number, y: number];

/** The family's colours: brand paper and inks plus the food tones. */
export const ink = {
  paper: '#fff8f1',
  paperAlt: '#fdeee2',
  cocoa: '#3b2418',
  cocoaSoft: '#6a4a3a',
  red: '#a8281f',
  redDark: '#7f1c15',
  caramel: '#b86a12',
  caramelLight: '#e0a050',
  mint: '#2f6b47',
  mintSoft: '#b9e2c8',
  pink: '#fbd9e3',
  blue: '#dcecfb',
  lavender: '#ece3fb',
  lemon: '#fff4c7',
  wood: '#d9a266',
  woodDark: '#b57b45',
  leaf: '#3d7a45',
  milk: '#86502f',
  dark: '#45271a',
  white: '#fbf1de',
  gold: '#f0b23a',
} as const;

/**
 * Attributes for every illustration's root `<svg>`: unfilled, round-capped, round-joined strokes by default,
 * so a stroke part only states its colour and width.
 */
export const svgDefaults = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const token = /[MLHVCSQTAZ]|-?(?:\d+\.?\d*|\.\d+)/gi;

/** What each argument of a path command is: x, y, a length (scaled only) or a flag/angle (kept). */
const roles: Record<string, string> = {
  M: 'xy',
  L: 'xy',
  T: 'xy',
  H: 'x',
  V: 'y',
  C: 'xy',
  S: 'xy',
  Q: 'xy',
  A: 'nnkkkxy',
};

/** Formats an opacity without its leading zero (`0.13` → `.13`); undefined stays undefined. */
function alpha(o: number | undefined): string | undefined {
  return o === undefined ? undefined : String(o).replace(/^0\./, '.');
}

/** Rounds to one decimal place and drops a leading zero: the number format of every path. */
export function r1(n: number): string {
  return String(Math.round(n * 10) / 10).replace(/^(-?)0\./, '$1.');
}

/**
 * Copies a path template to each anchor point, scaled by `s`, as one path-data string.
 *
 * @param template - path data (any command; arc flags written with spaces)
 * @param at - anchor points the template's (0, 0) is moved to
 * @param s - scale factor applied to the template
 * @param whole - round to whole units (small scene copies, where a tenth of a unit is invisible)
 * @returns path data with coordinates rounded to one decimal (or whole units)
 */
export function place(template: string, at: readonly Pt[], s = 1, whole = false): string {
  const tokens = template.match(token) ?? [];
  let out = '';
  for (const [x, y] of at) {
    let role = '';
    let rel = false;
    let i = 0;
    for (const t of tokens) {
      if (/[a-z]/i.test(t)) {
        role = roles[t.toUpperCase()] ?? '';
        rel = t !== t.toUpperCase();
        i = 0;
        out += t;
        continue;
      }
      const kind = role[i % role.length];
      i++;
      const v = Number(t);
      const moved = kind === 'k' ? v : v * s + (rel || kind === 'n' ? 0 : kind === 'x' ? x : y);
      const text = whole && kind !== 'k' ? String(Math.round(moved)) : r1(moved);
      out += /[\d.]$/.test(out) && !text.startsWith('-') ? ` ${text}` : text;
    }
  }
  return out;
}

/**
 * Path template of an ellipse centred on (0, 0), for `place`.
 *
 * @param rx - horizontal radius
 * @param ry - vertical radius (defaults to `rx`: a circle)
 */
export function ellipse(rx: number, ry = rx): string {
  return `M${-rx} 0a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

/**
 * A filled shape.
 *
 * @param props.d - path data
 * @param props.fill - colour
 * @param props.o - opacity (omit for opaque)
 */
export function Fill({ d, fill, o }: { d: string; fill: string; o?: number | undefined }) {
  return <path d={d} fill={fill} opacity={alpha(o)} />;
}

/**
 * A filled shape with softly rounded corners: the fill colour is also a round-joined stroke (left out
 * below 2 units, where the rounding would not show).
 *
 * @param props.d - path data
 * @param props.fill - colour
 * @param props.r - corner softness (the stroke width)
 * @param props.o - opacity (omit for opaque)
 */
export function Face({ d, fill, r = 3, o }: { d: string; fill: string; r?: number; o?: number }) {
  return r < 2 ? (
    <Fill d={d} fill={fill} o={o} />
  ) : (
    <path d={d} fill={fill} stroke={fill} strokeWidth={r1(r)} opacity={alpha(o)} />
  );
}

/**
 * A stroke with the root's round caps and joins: drizzle, stick, sprinkle or texture.
 *
 * @param props.d - path data (a zero-length segment such as `h0` draws a dot)
 * @param props.stroke - colour
 * @param props.w - stroke width
 * @param props.o - opacity (omit for opaque)
 * @param props.square - square caps (salt flakes) instead of round
 * @param props.dash - dash pattern (already scaled), for puffed-rice texture
 */
export function Line({
  d,
  stroke,
  w,
  o,
  square,
  dash,
}: {
  d: string;
  stroke: string;
  w: number;
  o?: number;
  square?: boolean;
  dash?: string;
}) {
  return (
    <path
      d={d}
      stroke={stroke}
      strokeWidth={r1(w)}
      strokeLinecap={square ? 'square' : undefined}
      strokeDasharray={dash}
      opacity={alpha(o)}
    />
  );
}

/**
 * The soft cocoa ground shadow under one or more objects.
 *
 * @param props.at - the objects' anchor points (shadow centres)
 * @param props.rx - shadow half-width at scale 1
 * @param props.s - scale
 * @param props.whole - round to whole units (small copies)
 */
export function Shadow({
  at,
  rx,
  s = 1,
  whole,
}: {
  at: readonly Pt[];
  rx: number;
  s?: number;
  whole?: boolean;
}) {
  return <Fill d={place(ellipse(rx, Math.round(rx * 0.15)), at, s, whole)} fill={ink.cocoa} o={0.13} />;
}

/**
 * A white gloss highlight drawn over a shape.
 *
 * @param props.d - path data of the highlight, already placed
 * @param props.w - stroke width
 * @param props.o - opacity, 0.55 unless given
 */
export function Gloss({ d, w, o = 0.55 }: { d: string; w: number; o?: number }) {
  return <Line d={d} stroke="#fff" w={w} o={o} />;
}

const sparkle = 'M0-6Q1-1 6 0Q1 1 0 6Q-1 1-6 0Q-1-1 0-6Z';

/**
 * Four-pointed sparkles, the family's finishing touch.
 *
 * @param props.at - centres
 * @param props.s - scale (1 = 12 units across)
 * @param props.fill - colour, warm gold unless given
 */
export function Sparkle({ at, s = 1, fill = ink.gold }: { at: readonly Pt[]; s?: number; fill?: string }) {
  return <Fill d={place(sparkle, at, s)} fill={fill} />;
}

/** The two colours of a ribbon: face and shaded fold. */
export type RibbonTone = readonly [face: string, fold: string];

const bowLoops = 'M0 0C-5-13-22-18-24-7C-25 1-11 2 0 0ZM0 0C5-13 22-18 24-7C25 1 11 2 0 0Z';
const bowLeftFold = 'M-3-1C-7-5-11-6-13-5C-11-2-7-1-3-1Z';
const bowRightFold = 'M3-1C7-5 11-6 13-5C11-2 7-1 3-1Z';
const bowKnot = 'M-4-6H4Q6-6 6-4V3Q6 5 4 5H-4Q-6 5-6 3V-4Q-6-6-4-6Z';
const bowFolds = bowLeftFold + bowRightFold + bowKnot;

/**
 * A ribbon bow: two loops and a knot, centred on its knot.
 *
 * @param props.at - knot centres
 * @param props.s - scale (1 = 48 units wide, 18 tall)
 * @param props.tone - face and fold colours
 * @param props.whole - round to whole units (small copies)
 */
export function Bow({
  at,
  s = 1,
  tone,
  whole = false,
}: {
  at: readonly Pt[];
  s?: number;
  tone: RibbonTone;
  whole?: boolean;
}) {
  return (
    <>
      <Fill d={place(bowLoops, at, s, whole)} fill={tone[0]} />
      <Fill d={place(bowFolds, at, s, whole)} fill={tone[1]} />
    </>
  );
}

/**
 * A wooden stick (or spoon handle) along a placed centre line.
 *
 * @param props.d - path data of the centre line, already placed
 * @param props.w - width
 */
export function Stick({ d, w }: { d: string; w: number }) {
  return <Line d={d} stroke={ink.wood} w={w} />;
}

const leafShape = 'M0 0C3-9 12-12 21-9C17-2 8 1 0 0Z';
const leafVein = 'M2-1C8-4 13-6 18-8';

/**
 * A leaf growing up and to the right from its stem point.
 *
 * @param props.at - stem points
 * @param props.s - scale (1 = 21 units long)
 */
export function Leaf({ at, s = 1 }: { at: readonly Pt[]; s?: number }) {
  return (
    <>
      <Fill d={place(leafShape, at, s)} fill={ink.leaf} />
      <Line d={place(leafVein, at, s)} stroke="#6aa765" w={1.1 * s} />
    </>
  );
}

/** Rainbow sprinkle colours, in the order `Sprinkles` deals them out. */
export const sprinkleColors = ['#e8577a', '#4f93d2', '#f0b23a', '#3f9a66', '#9a7bd0'] as const;

/**
 * Rainbow sprinkles: short capsules, one path per colour.
 *
 * @param props.d - one path-data string per sprinkle colour, in `sprinkleColors` order (extra ones reuse red)
 * @param props.w - capsule width
 */
export function Sprinkles({ d, w }: { d: readonly string[]; w: number }) {
  return (
    <>
      {d.map((path, i) => {
        const color = sprinkleColors[i] ?? ink.red;
        return <Line key={color + String(i)} d={path} stroke={color} w={w} />;
      })}
    </>
  );
}

/**
 * Path data of a band with a scalloped lower edge: a valance, a tablecloth drape or a cake-stand rim.
 *
 * @param x0 - left edge
 * @param x1 - right edge
 * @param top - top edge
 * @param bottom - where the scallops start (their peaks hang `depth` lower)
 * @param n - number of scallops
 * @param depth - how far each scallop hangs below `bottom`
 * @returns path data
 */
export function scallops(
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  n: number,
  depth: number,
): string {
  const w = Math.round((x1 - x0) / n);
  const arc = `a${w / 2} ${depth} 0 0 1-${w} 0`;
  return `M${x0} ${top}H${x1}V${bottom}${arc.repeat(n)}Z`;
}

/**
 * Glass jars with lids, drawn over whatever they hold (draw the contents first: they show through).
 *
 * @param props.at - middle of each jar's base
 * @param props.w - width
 * @param props.h - height of the glass (a lid sits on top)
 * @param props.lid - lid colour; open jars (rods standing in them) have none
 */
export function Jars({ at, w, h, lid }: { at: readonly Pt[]; w: number; h: number; lid?: string }) {
  const p = (t: string) => place(t, at, 1, true);
  return (
    <>
      <Face d={p(`M${-w / 2} 0V${-h}H${w / 2}V0Z`)} fill="#dcecfb" r={8} o={0.45} />
      {lid && <Face d={p(`M${3 - w / 2} ${-h - 7}H${w / 2 - 3}V${-h}H${3 - w / 2}Z`)} fill={lid} r={3} />}
      <Gloss d={p(`M${5 - w / 2} ${6 - h}V-8`)} w={3} o={0.7} />
    </>
  );
}
