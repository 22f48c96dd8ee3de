import type { AppleCoating } from '../../content/illustration-specs';
import { Fill, Gloss, ink, Leaf, Line, type Pt, place, Shadow, Stick } from './parts';

// Templates: anchor (0, 0) is the middle of the apple's base; the apple is 60 wide, 55 tall, and the
// stick rises to y = -92. The outline is kept in pieces (two round shoulders, sides, a dimpled base) so
// coatings can follow it exactly.
const leftTop = 'M0-49A18 18 0 0 0-30-36';
const leftSide = 'C-30-27-27-20-24-15';
const bottom = 'C-20-6-14 0-8 0C-4 0-2-1.5 0-1.5C2-1.5 4 0 8 0C14 0 20-6 24-15';
const rightSide = 'C27-20 30-27 30-36';
const rightTop = 'A18 18 0 0 0 0-49Z';
const apple = leftTop + leftSide + bottom + rightSide + rightTop;
// Upper shell: the outline down to the drip line, then four drips back across. Each drip is a stretch
// of edge, then a loop down and back up.
const leftDrip = 'C-22-13-20-13-17-13C-17-4-11-4-11-13';
const longDrip = 'C-9-15-6-15-4-14C-4-2 2-2 2-14';
const rightDrip = 'C4-15 6-15 8-14C8-7 13-7 13-14';
const shortDrip = 'C15-15 17-15 18-15C18-11 21-11 21-15L24-15';
const drips = [leftDrip, longDrip, rightDrip, shortDrip].join('');
const shell = [leftTop, leftSide, drips, rightSide, rightTop].join('');
// Small copies in scenes: a simpler outline (same shoulders, plain base) and a shell with two drips.
const liteApple = `${leftTop}C-30-22-22 0-8 0Q0-3 8 0C22 0 30-22 30-36${rightTop}`;
const liteLeftSide = 'C-30-30-28-22-25-15';
const liteLeftDrip = 'C-20-12-16-4-11-8C-8-10-6-14 0-13';
const liteRightDrip = 'C5-13 6-5 11-7C16-9 20-12 25-15';
const liteRightSide = 'C28-22 30-30 30-36';
const liteShell = [leftTop, liteLeftSide, liteLeftDrip, liteRightDrip, liteRightSide, rightTop].join('');
// White-chocolate cap over the dark shell of the peppermint-bark apple: its lower edge runs from the
// left shoulder to the right one with three drips, one left of the stick and two right of it.
const capEdgeLeft = 'C-26-33-21-33-17-35C-17-28-12-28-12-34C-8-36-4-32 0-34';
const capEdgeRight = 'C1-27 6-27 6-33C10-36 14-32 18-34C19-29 22-29 22-34C25-36 28-36 30-36';
const cap = [leftTop, capEdgeLeft, capEdgeRight, rightTop].join('');
const shade =
  'M19.6-52.3A18 18 0 0 1 30-36C30-27 27-20 24-15C20-6 14 0 8 0C16-8 24-20 24-33C24-42 23-48 19.6-52.3Z';
const foot = 'M-17 0C-17 2 17 2 17 0C17-3-17-3-17 0Z';
const stick = 'M0-46V-92';
const gloss = 'M-21-33C-21-40-18-45-12-47M-24-25h0';
const liteGloss = 'M-21-33C-21-40-18-45-12-47';
const drizzleDark = 'M-25-45L22-50L-29-36L28-43L-28-27L29-33L-22-19L25-23';
const liteDrizzle = 'M-25-45L22-50L-29-36L28-43L-28-27L29-33';
const drizzleMilk = 'M-17-51L27-44L-29-41L29-36L-29-31L26-25';
// Red peppermint shards: four on the white cap, two lower down on the dark shell, two small chips on the cap.
const redShardsOnCap = 'M-14-49l4-2-1 4ZM13-47l4-1v4ZM-23-41l3-3 1 4ZM-5-42h4l-2 4Z';
const redShardsOnShell = 'M8-24l3-2 1 4ZM-14-18l3-1v3Z';
const redChipsOnCap = 'M3-52l3 1-2 2ZM20-41l3 1-2 2Z';
const mintRed = [redShardsOnCap, redShardsOnShell, redChipsOnCap].join('');
const mintWhite = 'M-20-26l3-2 1 4ZM-4-20h4l-2 4ZM18-25l3-1v4ZM4-30l3 1-2 3Z';

/** Apple body colour, shell colour (if coated) and the colour of the shaded right side. */
const looks: Record<AppleCoating, { body: string; shell?: string; shade: string }> = {
  caramel: { body: '#8fbf4f', shell: '#c97d25', shade: ink.cocoa },
  'chocolate-drizzle': { body: '#c0392b', shell: '#c97d25', shade: ink.cocoa },
  candy: { body: '#d3261d', shade: ink.redDark },
  'peppermint-bark': { body: '#c0392b', shell: ink.dark, shade: '#000' },
};

/**
 * One or more candy apples on sticks, each standing on its base with a leaf and a soft shadow.
 * All apples of one call share a layer per colour, so they must not overlap each other.
 *
 * @param props.coating - caramel, chocolate drizzle, cherry candy or peppermint bark
 * @param props.at - anchor points (middle of each apple's base)
 * @param props.s - scale (1 = 60 units wide, 92 tall with the stick)
 * @param props.lite - small scene copy: whole-unit coordinates, two drips, no leaf or shade
 */
export function Apples({
  coating,
  at,
  s = 1,
  lite = false,
}: {
  coating: AppleCoating;
  at: readonly Pt[];
  s?: number;
  lite?: boolean;
}) {
  const look = looks[coating];
  const p = (t: string) => place(t, at, s, lite);
  const candy = coating === 'candy';
  return (
    <>
      <Shadow at={at} rx={candy ? 30 : 27} s={s} whole={lite} />
      <Stick d={p(stick)} w={5.5 * s} />
      <Fill d={p((lite ? liteApple : apple) + (candy ? foot : ''))} fill={look.body} />
      {look.shell && <Fill d={p(lite ? liteShell : shell)} fill={look.shell} />}
      {coating === 'peppermint-bark' && <Fill d={p(cap)} fill="#f7e9d0" />}
      {!lite && <Fill d={p(shade)} fill={look.shade} o={0.16} />}
      {(candy || !lite) && (
        <Gloss d={p(lite ? liteGloss : gloss)} w={(candy ? 5 : 4) * s} o={candy ? 0.85 : 0.45} />
      )}
      <Toppings coating={coating} p={p} s={s} lite={lite} />
      {!lite && <Leaf at={at.map(([x, y]) => [x + 2 * s, y - 49 * s] as const)} s={s} />}
    </>
  );
}

/** The drizzle or peppermint bits over an apple's shell (nothing for caramel and candy). */
function Toppings({
  coating,
  p,
  s,
  lite,
}: {
  coating: AppleCoating;
  p: (t: string) => string;
  s: number;
  lite: boolean;
}) {
  return (
    <>
      {coating === 'chocolate-drizzle' && (
        <>
          {!lite && <Line d={p(drizzleMilk)} stroke={ink.milk} w={1.6 * s} />}
          <Line d={p(lite ? liteDrizzle : drizzleDark)} stroke={ink.dark} w={2.4 * s} />
        </>
      )}
      {coating === 'peppermint-bark' && (
        <>
          <Fill d={p(mintRed)} fill="#e0352b" />
          <Fill d={p(mintWhite)} fill="#fff" />
        </>
      )}
    </>
  );
}
