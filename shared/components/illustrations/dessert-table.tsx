import type { DessertTableSize } from '../../content/illustration-specs';
import { Apples } from './apple';
import { GiftBoxes } from './gift-box';
import { DESSERT_TABLE_VIEW_BOX, dessertTableIllustrationId } from './illustration';
import { IllustrationImage } from './illustration-image';
import { Krispies } from './krispie';
import { Face, Fill, ink, Jars, Line, type Pt, Sparkle, scallops } from './parts';
import { PretzelRods, type Rod } from './pretzel';

/** Every dessert table size, smallest first. */
export const DESSERT_TABLE_SIZES: readonly DessertTableSize[] = ['starter', 'celebration', 'ultimate'];

// The tabletop is at y = 206 in the 480 × 300 view box; things on the table stand at y = 204.
const top = 206;
const on = 204;

/** A cloth-covered table from `x0` to `x1`: a lighter top band and a scalloped drape to the floor. */
function Table({ x0, x1, cloth, band }: { x0: number; x1: number; cloth: string; band: string }) {
  const n = Math.round((x1 - x0) / 30);
  // The shadow on the floor: an ellipse 10 wider than the cloth on each side, drawn as two half arcs.
  const shadowWidth = x1 - x0 + 20;
  const shadowRadius = (x1 - x0) / 2 + 10;
  const arcAcross = `a${shadowRadius} 6 0 1 0 ${shadowWidth} 0`;
  const arcBack = `a${shadowRadius} 6 0 1 0-${shadowWidth} 0`;
  const shadow = `M${x0 - 10} 272${arcAcross}${arcBack}Z`;
  return (
    <>
      <Fill d={shadow} fill={ink.cocoa} o={0.1} />
      <Fill d={scallops(x0, x1, top, 262, n, 6)} fill={cloth} />
      <Face d={`M${x0} ${top - 8}H${x1}V${top}H${x0}Z`} fill={band} r={3} />
    </>
  );
}

/**
 * A pedestal cake stand: a plate at `y` on a stem down to the tabletop.
 *
 * @param props.x - centre
 * @param props.y - top of the plate (things on it stand here)
 * @param props.w - plate width
 */
function Stand({ x, y, w, color }: { x: number; y: number; w: number; color: string }) {
  const stem = `M${x - 4} ${y}H${x + 4}V${on}H${x - 4}Z`;
  const foot = `M${x - 14} ${on}C${x - 14} ${on - 6} ${x + 14} ${on - 6} ${x + 14} ${on}Z`;
  return (
    <>
      <Fill d={stem + foot} fill={color} />
      <Face
        d={`M${x - w / 2} ${y}H${x + w / 2}L${x + w / 2 - 6} ${y + 5}H${x - w / 2 + 6}Z`}
        fill={color}
        r={3}
      />
    </>
  );
}

/**
 * Bunting: `n` triangular flags hung along a string from (x0, y) to (x1, y) that sags `sag` in the
 * middle, one path per colour. Longer tables get longer strings.
 */
function Bunting({ x0, x1, y, n, sag }: { x0: number; x1: number; y: number; n: number; sag: number }) {
  const colors = [ink.red, '#f2b3c6', ink.gold, '#8cc9a3'];
  const at = (t: number) => [x0 + (x1 - x0) * t, y + 4 * sag * t * (1 - t)] as const;
  const xy = (px: number, py: number) => `${Math.round(px)} ${Math.round(py)}`;
  const flags = colors.map(() => '');
  for (let i = 0; i < n; i++) {
    const [ax, ay] = at((i + 0.15) / n);
    const [bx, by] = at((i + 0.85) / n);
    flags[i % colors.length] += `M${xy(ax, ay)}L${xy(bx, by)}L${xy((ax + bx) / 2, (ay + by) / 2 + 22)}Z`;
  }
  return (
    <>
      <Line d={`M${x0} ${y}Q${(x0 + x1) / 2} ${y + 2 * sag} ${x1} ${y}`} stroke={ink.cocoaSoft} w={1.5} />
      {colors.map((c, i) => (
        <Fill key={c} d={flags[i] ?? ''} fill={c} />
      ))}
    </>
  );
}

/** Pretzel rods standing in open jars at `xs`: three rods fanned a little in each, then the glass. */
function RodJars({ xs, coating }: { xs: readonly number[]; coating: 'milk' | 'dark' | 'white' }) {
  const rods = xs.flatMap((x): Rod[] => [
    [
      [x - 4, on - 2],
      [x - 14, on - 66],
    ],
    [
      [x + 4, on - 2],
      [x + 14, on - 64],
    ],
    [
      [x, on],
      [x, on - 72],
    ],
  ]);
  return (
    <>
      <PretzelRods coating={coating} w={6} dip={0.55} rods={rods} />
      <Jars at={xs.map((x): Pt => [x, on])} w={34} h={40} />
    </>
  );
}

/**
 * An event dessert table drawn from the product parts. Quantities grow with the size: a small table
 * with apples and krispies (starter); a longer one adding pretzel rods and a cake stand
 * (celebration); a long styled table with tiered stands, jars, gift boxes and bunting (ultimate).
 * Drawn once per build into a file of its own.
 *
 * @param props.size - starter, celebration or ultimate
 */
export function DessertTableDrawing({ size }: { size: DessertTableSize }) {
  return (
    <>
      <Fill d="M0 0H480V300H0Z" fill={ink.paperAlt} />
      <Fill d="M0 268H480V300H0Z" fill="#f7e0cf" />
      {size === 'starter' && <Starter />}
      {size === 'celebration' && <Celebration />}
      {size === 'ultimate' && <Ultimate />}
    </>
  );
}

/**
 * An event dessert table, shown from its own file.
 *
 * @param props.size - starter, celebration or ultimate
 * @param props.label - accessible name of the picture
 * @returns one 480 × 300 `<img>` that scales to its container's width, loaded when scrolled near
 */
export function DessertTable({ size, label }: { size: DessertTableSize; label: string }) {
  return (
    <IllustrationImage
      id={dessertTableIllustrationId(size)}
      viewBox={DESSERT_TABLE_VIEW_BOX}
      label={label}
      className={`illustration illustration--scene illustration--table-${size}`}
    />
  );
}

/** Small table: three caramel apples and a stack of two krispie treats. */
function Starter() {
  return (
    <>
      <Bunting x0={150} x1={330} y={40} n={6} sag={18} />
      <Table x0={140} x1={340} cloth={ink.pink} band="#fdeaf0" />
      <Apples
        coating="caramel"
        at={[
          [176, on],
          [218, on],
          [260, on],
        ]}
        s={0.64}
        lite
      />
      <Krispies topping="classic" at={[[304, on]]} s={0.46} lite />
      <Krispies topping="sprinkles" at={[[306, on - 17]]} s={0.46} lite />
      <Sparkle
        at={[
          [330, 120],
          [150, 140],
        ]}
        s={0.9}
      />
    </>
  );
}

/** Bigger table: a jar of pretzel rods, five apples (two raised on a stand) and four krispies. */
function Celebration() {
  return (
    <>
      <Bunting x0={60} x1={420} y={30} n={11} sag={22} />
      <Table x0={60} x1={420} cloth={ink.mintSoft} band="#e2f2e7" />
      <RodJars xs={[96]} coating="milk" />
      <Stand x={214} y={150} w={110} color="#f2b3c6" />
      <Apples
        coating="candy"
        at={[
          [192, 150],
          [236, 150],
        ]}
        s={0.6}
        lite
      />
      <Apples
        coating="caramel"
        at={[
          [146, on],
          [282, on],
        ]}
        s={0.6}
        lite
      />
      <Krispies
        topping="chocolate-dipped"
        at={[
          [336, on],
          [384, on],
        ]}
        s={0.42}
        lite
      />
      <Krispies
        topping="classic"
        at={[
          [338, on - 15],
          [386, on - 15],
        ]}
        s={0.42}
        lite
      />
      <Sparkle
        at={[
          [120, 70],
          [380, 90],
        ]}
        s={0.9}
      />
    </>
  );
}

/** Long styled table: bunting, gift boxes, two stands and a two-tier stand, jars of rods. */
function Ultimate() {
  return (
    <>
      <Bunting x0={8} x1={472} y={14} n={16} sag={22} />
      <Table x0={14} x1={466} cloth={ink.lavender} band="#f5f0fd" />
      <GiftBoxes ribbon="gold" motif="hearts" at={[[46, on]]} s={0.6} lite />
      <GiftBoxes ribbon="pink" motif="rattle" at={[[48, on - 41]]} s={0.42} lite />
      <RodJars xs={[102, 408]} coating="dark" />
      <Stand x={166} y={158} w={84} color="#f2b3c6" />
      <Stand x={346} y={158} w={84} color="#f2b3c6" />
      <Apples
        coating="caramel"
        at={[
          [148, 158],
          [184, 158],
          [328, 158],
          [364, 158],
        ]}
        s={0.52}
        lite
      />
      <Stand x={256} y={170} w={112} color={ink.mintSoft} />
      <Stand x={256} y={104} w={76} color={ink.mintSoft} />
      <Krispies
        topping="sprinkles"
        at={[
          [222, 170],
          [256, 170],
          [290, 170],
        ]}
        s={0.36}
        lite
      />
      <Apples
        coating="candy"
        at={[
          [238, 104],
          [274, 104],
        ]}
        s={0.5}
        lite
      />

      <GiftBoxes ribbon="red" motif="confetti" at={[[448, on]]} s={0.5} lite />
      <Krispies
        topping="chocolate-dipped"
        at={[
          [300, on],
          [212, on],
        ]}
        s={0.36}
        lite
      />
    </>
  );
}
