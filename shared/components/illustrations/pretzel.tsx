import type { PretzelCoating } from '../../content/illustration-specs';
import { Fill, Gloss, ink, Line, type Pt, place, Shadow } from './parts';

/** A pretzel rod from its bottom end to its top end, in placed (absolute) coordinates. */
export type Rod = readonly [bottom: Pt, top: Pt];

/** Shell colour of each coating, its drizzle colours, and whether salt flakes are sprinkled on. */
const looks: Record<PretzelCoating, { shell: string; drizzle: readonly string[]; salt?: boolean }> = {
  milk: { shell: ink.milk, drizzle: [] },
  dark: { shell: '#321b12', drizzle: [], salt: true },
  white: { shell: '#f8ecd6', drizzle: ['#ee8fab', '#7fb3e3'] },
  gingerbread: { shell: '#d39a62', drizzle: ['#4e2410'] },
};

/** Baked pretzel brown. */
const baked = '#b0642a';

/** Formats a point in whole units: rods are computed, not placed from a template. */
const pt = (x: number, y: number) => `${Math.round(x)} ${Math.round(y)}`;

/** Path data of one rod's coated top, the drizzle along it, its salt flakes and its gloss line. */
function dipped([b, t]: Rod, r: number, dip: number) {
  const dx = t[0] - b[0];
  const dy = t[1] - b[1];
  const len = Math.sqrt(dx * dx + dy * dy);
  const ux = dx / len;
  const uy = dy / len;
  const at = (along: number, across: number) =>
    pt(b[0] + ux * along - uy * across, b[1] + uy * along + ux * across);
  const d0 = len * (1 - dip);
  const k = r * 1.33;
  const shell =
    `M${at(d0, r)}L${at(len, r)}C${at(len + k, r)} ${at(len + k, -r)} ${at(len, -r)}L${at(d0, -r)}` +
    `L${at(d0, -0.3 * r)}C${at(d0 - 1.6 * r, -0.3 * r)} ${at(d0 - 1.6 * r, 0.5 * r)} ${at(d0, 0.5 * r)}Z`;
  const steps = Math.max(4, Math.round((len - d0) / (r * (r > 4 ? 1.1 : 1.8))));
  const zigzag = (flip: number) => {
    let d = '';
    for (let i = 0; i <= steps; i++) {
      d += `${i ? 'L' : 'M'}${at(d0 + r + ((len - d0 - 2 * r) * i) / steps, (i % 2 ? 0.75 : -0.75) * flip * r)}`;
    }
    return d;
  };
  let salt = '';
  const flakes = r > 4 ? 6 : 3;
  for (let i = 0; i < flakes; i++) {
    salt += `M${at(d0 + r + ((len - d0 - 2 * r) * (i + 0.5)) / flakes, ((i % 3) - 1) * 0.5 * r)}h.3`;
  }
  const bareSalt = `M${at(len * 0.1, 0.3 * r)}h.3M${at(len * 0.22, -0.4 * r)}h.3`;
  const coatedGloss = `M${at(len - r * 0.5, -0.5 * r)}L${at(d0 + r * 0.5, -0.5 * r)}`;
  const bakedGloss = r > 4 ? `M${at(d0 - 2.5 * r, -0.5 * r)}L${at(r, -0.5 * r)}` : '';
  const gloss = coatedGloss + bakedGloss;
  return { shell, zig: zigzag(1), zag: zigzag(-1), salt, bareSalt, gloss };
}

/**
 * Pretzel rods dipped in chocolate over the top `dip` of their length: baked brown below, coated
 * above with a drip at the dip line, plus a drizzle or salt flakes per coating.
 *
 * @param props.coating - milk, dark, white or gingerbread
 * @param props.rods - each rod's bottom and top ends, absolute coordinates
 * @param props.w - rod thickness
 * @param props.dip - coated fraction of each rod, two thirds unless given
 */
export function PretzelRods({
  coating,
  rods,
  w,
  dip = 0.66,
}: {
  coating: PretzelCoating;
  rods: readonly Rod[];
  w: number;
  dip?: number;
}) {
  const look = looks[coating];
  const parts = rods.map((rod) => dipped(rod, w * 0.56, dip));
  const join = (key: keyof (typeof parts)[number]) => parts.map((x) => x[key]).join('');
  return (
    <>
      <Line d={rods.map(([b, t]) => `M${pt(b[0], b[1])}L${pt(t[0], t[1])}`).join('')} stroke={baked} w={w} />
      {w >= 8 && <Line d={join('bareSalt')} stroke="#fff" w={w * 0.18} square o={0.85} />}
      <Fill d={join('shell')} fill={look.shell} />
      {look.drizzle.map((c, i) => (
        // A second drizzle colour runs mirrored, so the two criss-cross.
        <Line key={c} d={join(i ? 'zag' : 'zig')} stroke={c} w={w * 0.2} />
      ))}
      {look.salt && <Line d={join('salt')} stroke="#fff" w={w * 0.16} square o={0.9} />}
      {w >= 8 && <Gloss d={join('gloss')} w={w * 0.18} o={coating === 'white' ? 0.9 : 0.35} />}
    </>
  );
}

/** The knot's centre line as cubic segments: anchor (0, 0) under its belly; 99 wide, 73 tall. */
const knotCurves: readonly (readonly number[])[] = [
  [-19, -13, -11, -27, 9, -49, 23, -59],
  [23, -59, 34, -68, 43, -58, 43, -43],
  [43, -43, 43, -22, 26, -6, 0, -6],
  [0, -6, -26, -6, -43, -22, -43, -43],
  [-43, -43, -43, -58, -34, -68, -23, -59],
  [-23, -59, -9, -49, 11, -27, 19, -13],
];
const knot = `M-19-13${knotCurves.map((c) => `C${c.slice(2).join(' ')}`).join('')}`;

/** Point on cubic segment `c` at `t`, and the unit normal there. */
function bezier(c: readonly number[], t: number): [x: number, y: number, nx: number, ny: number] {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = c;
  const m = 1 - t;
  const x = m * m * m * x0 + 3 * m * m * t * x1 + 3 * m * t * t * x2 + t * t * t * x3;
  const y = m * m * m * y0 + 3 * m * m * t * y1 + 3 * m * t * t * y2 + t * t * t * y3;
  const tx = 3 * m * m * (x1 - x0) + 6 * m * t * (x2 - x1) + 3 * t * t * (x3 - x2);
  const ty = 3 * m * m * (y1 - y0) + 6 * m * t * (y2 - y1) + 3 * t * t * (y3 - y2);
  const n = Math.sqrt(tx * tx + ty * ty) || 1;
  return [x, y, -ty / n, tx / n];
}

/**
 * A drizzle that follows the knot's strand as a smooth wave: it crosses the centre line at `perCurve`
 * points per segment and swings to alternate sides between them (one quadratic, then reflections).
 */
function strandWave(perCurve: number, amp: number): string {
  const xy = (x: number, y: number) => `${Math.round(x)} ${Math.round(y)}`;
  const points = knotCurves.flatMap((c, k) =>
    Array.from({ length: perCurve + (k ? 0 : 1) }, (_, i) => bezier(c, (i + (k ? 1 : 0)) / perCurve)),
  );
  const [x, y, nx, ny] = bezier(knotCurves[0] ?? [], 0.5 / perCurve);
  return points
    .map(([px, py], i) =>
      i === 0 ? `M${xy(px, py)}Q${xy(x + nx * amp, y + ny * amp)} ` : i === 1 ? xy(px, py) : `T${xy(px, py)}`,
    )
    .join('');
}

const knotDrizzle = strandWave(4, 7);
const knotGloss = 'M-40-48C-40-57-36-62-31-64M26-64C33-67 38-64 39-58M-21-16L-19-20';
// Salt flakes on the knot: on its two upper loops, round the middle, and low on its sides and belly.
const saltOnLoops = 'M-32-63h.3M-41-49h.3M28-63h.3M41-49h.3';
const saltInMiddle = 'M4-42h.3M-6-33h.3M-12-52h.3M12-29h.3';
const saltLow = 'M-28-13h.3M30-15h.3M0-8h.3M-41-30h.3M38-30h.3';
const knotSalt = saltOnLoops + saltInMiddle + saltLow;

/**
 * Pretzel twists: the classic knot, coated, with a drizzle (or salt, for dark) following the strand.
 *
 * @param props.coating - milk, dark, white or gingerbread
 * @param props.at - anchor points (under each knot's belly)
 * @param props.s - scale (1 = 99 units wide, 73 tall)
 */
export function PretzelTwists({
  coating,
  at,
  s = 1,
}: {
  coating: PretzelCoating;
  at: readonly Pt[];
  s?: number;
}) {
  const look = looks[coating];
  const p = (t: string) => place(t, at, s);
  return (
    <>
      <Shadow at={at} rx={44} s={s} />
      <Line d={p(knot)} stroke={look.shell} w={13 * s} />
      {look.salt ? (
        <Line d={p(knotSalt)} stroke="#fff" w={2 * s} square />
      ) : (
        <Line d={p(knotDrizzle)} stroke={look.drizzle[0] ?? ink.dark} w={1.8 * s} />
      )}
      <Gloss d={p(knotGloss)} w={2.6 * s} o={0.45} />
    </>
  );
}
