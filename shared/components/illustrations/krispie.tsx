import type { KrispieTopping } from '../../content/illustration-specs';
import { Face, Gloss, ink, Line, type Pt, place, r1, Shadow, Sprinkles } from './parts';

// Templates: anchor (0, 0) is the middle of the bar's front bottom edge; the bar is 86 wide, 52 tall,
// seen from the front and a little above (front face, top face receding up-right, right side face).
const top = 'M-42-36H28L44-52H-26Z';
const front = 'M-42 0V-36H28V0Z';
const side = 'M28 0V-36L44-52V-16Z';

/** Deterministic integer hash to [0, 1): the texture is identical on server and client. */
function rand(i: number): number {
  return ((Math.imul(i + 7, 2654435761) >>> 0) % 997) / 997;
}

const turns = ['l2-1', 'l2 1', 'l1 2', 'h2', 'l1-2', 'v2'];

/**
 * Puffed-rice texture for one face: a jittered grid of short strokes (puffs) or dots (hollows) over the
 * parallelogram from `o` along edge vectors `a` (cols steps) and `b` (rows steps), at integer points.
 */
function scatter(seed: number, o: Pt, a: Pt, b: Pt, cols: number, rows: number, dots: boolean): string {
  let d = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = seed + j * cols + i;
      const u = (i + 0.2 + 0.6 * rand(k * 3)) / cols;
      const v = (j + 0.2 + 0.6 * rand(k * 3 + 1)) / rows;
      const x = Math.round(o[0] + u * a[0] + v * b[0]);
      const y = Math.round(o[1] + u * a[1] + v * b[1]);
      d += `M${x} ${y}${dots ? 'h0' : turns[Math.floor(rand(k * 3 + 2) * turns.length)]}`;
    }
  }
  return d;
}

const sidePuffs =
  scatter(0, [-41, -2], [66, 0], [0, -32], 7, 3, false) +
  scatter(70, [30, -3], [12, -12], [0, -31], 2, 2, false);
const topPuffs = scatter(40, [-40, -38], [66, 0], [13, -13], 7, 2, false);
const sideHollows = scatter(90, [-39, -4], [64, 0], [0, -30], 6, 2, true);
const topHollows = scatter(130, [-37, -40], [64, 0], [11, -11], 5, 1, true);
// Lumps along the outline: round dashes of each face's colour that bulge past its edges.
const topLumps = 'M-42-36L-26-52H44';
const sideLumps = 'M44-52V-32';
const lowLumps = 'M44-30V-16L28 0';

const dipFront =
  'M-42 0V-16C-38-13-35-18-31-15C-30-8-25-8-25-15C-20-18-16-13-11-16C-7-18-3-13 2-16C4-9 9-9 9-16C14-18 20-13 28-16V0Z';
const dipSide = 'M28 0V-16C33-21 38-26 44-32V-16Z';
// Glaze over the top face and down the right side to the front corner, then four drips over the front
// edge, right to left, and back up to the front-left corner.
const glazeTopAndSide = 'M-26-52H44V-47C40-44 36-40 28-36';
const glazeRightDrips = 'C28-28 22-28 22-34C16-36 12-33 7-34C7-28 2-28 2-34';
const glazeLeftDrips = 'C-4-36-8-33-13-35C-13-26-19-26-19-35C-25-36-30-33-32-35C-32-30-37-30-37-35';
const glazeToLeftCorner = 'C-39-36-41-35-42-35V-36Z';
const glaze = [glazeTopAndSide, glazeRightDrips, glazeLeftDrips, glazeToLeftCorner].join('');
// Shorter glaze and dip edges, and a sparse texture, for small copies in scenes.
const liteGlaze =
  'M-26-52H44V-47L28-36C28-28 22-28 22-35C10-35 0-33-8-35C-8-28-14-28-14-35C-24-35-34-34-42-35V-36Z';
const liteDip = 'M-42 0V-15C-30-12-20-18-8-15C-7-9-1-9-1-15C10-18 18-12 28-15L44-31V-16L28 0Z';
const litePuffs = 'M-34-9l2-1M-22-22l2 1M-10-8h2M2-20l1 2M16-10l2-1M12-28h2';
const liteSprinkles = ['M-20-44l4-1M14-40l3 2', 'M-4-48l3 2M22-46l4-1', 'M-28-39h4M4-42l3-2'];
const glazeGloss = 'M-18-48H2M14-48H24';
const sprinkles = [
  'M-22-46l3-1M8-40l2 2M28-47h3M-34-38l2 1',
  'M-10-49l2 2M18-44l3-1M-30-39h3M30-41l1 2',
  'M-30-44l2 2M2-46h3M22-38l2-2M0-49l3-1',
  'M-16-42h3M12-49l2 1M-4-38l2-2M-4-43l2-2',
];
// Nutmeg specks dusted over the eggnog glaze: sixteen over the top face, two on its drips.
const nutmegOnTop = [
  'M-22-42h0M-8-45h0M6-40h0M24-44h0M-16-38h0M2-37h0M16-37h0M32-46h0',
  'M-28-38h0M-12-49h0M14-48h0M-2-43h0M28-40h0M-24-48h0M8-45h0M20-49h0',
].join('');
const nutmegOnDrips = 'M-16-30h0M25-32h0';
const nutmeg = nutmegOnTop + nutmegOnDrips;

/**
 * One or more rice krispie treats: thick golden bars with a puffed-rice texture, each with a soft
 * shadow. Bars of one call must not overlap each other.
 *
 * @param props.topping - classic, chocolate-dipped, sprinkles or eggnog
 * @param props.at - anchor points (middle of each bar's front bottom edge)
 * @param props.s - scale (1 = 86 units wide, 52 tall)
 * @param props.lite - small scene copy: whole units, sparse texture, simpler glaze and dip; bars may then
 *   be stacked straight up (each later bar sits on the one before)
 */
export function Krispies({
  topping,
  at,
  s = 1,
  lite = false,
}: {
  topping: KrispieTopping;
  at: readonly Pt[];
  s?: number;
  lite?: boolean;
}) {
  const p = (t: string) => place(t, at, s, lite);
  // Bars with another bar stacked on them show no top: their top-only layers are skipped.
  const open = at.filter(
    ([x, y]) => !at.some(([u, v]) => Math.abs(u - x) < 12 * s && Math.abs(v - y + 36 * s) < 6 * s),
  );
  const q = (t: string) => place(t, open, s, lite);
  // Only bars standing on the ground (not on another bar) cast a shadow.
  const grounded = at.filter(
    ([x, y]) => !at.some(([u, v]) => Math.abs(u - x) < 12 * s && Math.abs(v - y - 36 * s) < 6 * s),
  );
  const dash = (d: readonly number[]) => d.map((n) => r1(n * s)).join(' ');
  const glazed = topping === 'sprinkles' || topping === 'eggnog';
  const dipped = topping === 'chocolate-dipped';
  return (
    <>
      <Shadow at={grounded.map(([x, y]) => [x + 2 * s, y] as const)} rx={46} s={s} whole={lite} />
      <Face d={p(top)} fill="#eeb85e" r={4 * s} />
      <Face d={p(front)} fill="#d79a43" r={4 * s} />
      <Face d={p(side)} fill="#bf812f" r={4 * s} />
      {dipped && (
        <>
          <Face d={p(lite ? liteDip : dipFront)} fill="#7a4a2e" r={4 * s} />
          {!lite && <Face d={p(dipSide)} fill="#613a22" r={4 * s} />}
        </>
      )}
      <Line d={q(topLumps)} stroke="#eeb85e" w={6 * s} dash={dash([3, 5])} />
      {!lite && (
        <Line
          d={p(dipped ? sideLumps : sideLumps + lowLumps)}
          stroke="#bf812f"
          w={6 * s}
          dash={dash([2, 6])}
        />
      )}
      {dipped && !lite && <Line d={p(lowLumps)} stroke="#613a22" w={6 * s} dash={dash([2, 6])} />}
      {topping === 'classic' && !lite && (
        <Line d={p(sideHollows + topHollows)} stroke={ink.cocoa} w={2 * s} o={0.28} />
      )}
      <Line
        d={lite ? p(litePuffs) : p(sidePuffs) + (glazed ? '' : p(topPuffs))}
        stroke="#fff"
        w={3.2 * s}
        o={0.32}
      />
      {glazed && (
        <Face d={q(lite ? liteGlaze : glaze)} fill={topping === 'eggnog' ? '#f6dfad' : ink.white} r={3 * s} />
      )}
      {topping === 'eggnog' && <Gloss d={q(glazeGloss)} w={2 * s} o={0.45} />}
      {topping === 'sprinkles' && (
        <Sprinkles d={(lite ? liteSprinkles : sprinkles).map(q)} w={(lite ? 2.8 : 2.2) * s} />
      )}
      {topping === 'eggnog' && <Line d={q(nutmeg)} stroke="#8a5535" w={2 * s} />}
    </>
  );
}
