import { Apples } from './apple';
import { GiftBoxes } from './gift-box';
import { KITCHEN_ILLUSTRATION_ID, KITCHEN_VIEW_BOX } from './illustration';
import { IllustrationImage } from './illustration-image';
import { Krispies } from './krispie';
import { Face, Fill, Gloss, ink, Jars, Line, Sparkle, Stick, scallops } from './parts';
import { PretzelRods } from './pretzel';

// Fixed scenery in the 480 × 360 view box. The counter top is at y = 262.
const windowFrame = 'M36 38H164V146H36Z';
const panes = 'M46 48H95V92H46ZM105 48H154V92H105ZM46 102H95V136H46ZM105 102H154V136H105Z';
const hills = 'M46 124C62 114 80 116 95 122V136H46ZM105 120C124 110 142 112 154 118V136H105Z';
const shelf = 'M262 112H456V120H262Z';
const brackets = 'M280 120H292L280 136ZM426 120H438L438 136Z';
const doors = 'M18 292H150V348H18ZM170 292H310V348H170ZM330 292H462V348H330Z';
const pot = 'M188 216H262V252C262 260 256 266 248 266H202C194 266 188 260 188 252Z';
const potRim = 'M186 216C186 210 264 210 264 216C264 222 186 222 186 216Z';
const caramelSurface = 'M192 216C192 212 258 212 258 216C258 219 192 219 192 216Z';
const caramelDrips = 'M200 218C200 228 206 228 206 220C216 221 226 221 236 220C236 232 242 232 242 219Z';
const caramel = caramelSurface + caramelDrips;

/**
 * The founder's kitchen workbench: a window with a candy-red valance, a shelf of jars, and on the
 * counter a tray of caramel apples, a pot of caramel, a jar of pretzel rods, a stack of krispie
 * treats and a gift box, all drawn from the product parts. Drawn once per build into a file of its own.
 */
export function KitchenSceneDrawing() {
  return (
    <>
      <Fill d="M0 0H480V360H0Z" fill={ink.paperAlt} />
      <Face d={windowFrame} fill={ink.paper} r={10} />
      <Fill d={panes} fill={ink.blue} />
      <Fill d={hills} fill={ink.mintSoft} />
      <Fill d="M28 146H172V154H28Z" fill={ink.wood} />
      <Fill d={scallops(28, 172, 22, 40, 6, 8)} fill={ink.red} />
      <Sparkle at={[[132, 68]]} fill="#fff" />
      <Line d="M306 102h0M314 92h0M322 100h0M310 84h0M318 80h0" stroke={ink.red} w={7} />
      <Line d="M316 102h0M320 88h0M308 74h0" stroke="#f59ab0" w={7} />
      <Line d="M392 102h0M404 100h0M416 103h0M398 92h0M410 91h0" stroke={ink.caramelLight} w={10} />
      <Jars at={[[314, 110]]} w={30} h={46} lid={ink.red} />
      <Jars at={[[404, 110]]} w={38} h={30} lid={ink.mint} />
      <Fill d={shelf} fill={ink.wood} />
      <Fill d={brackets} fill={ink.woodDark} />
      <Fill d="M0 276H480V360H0Z" fill={ink.mintSoft} />
      <Fill d={doors} fill="#a6d5b7" />
      <Line d="M138 310h0M182 310h0M342 310h0" stroke={ink.mint} w={7} />
      <Fill d="M0 262H480V278H0Z" fill={ink.woodDark} />
      <Fill d="M0 262H480V268H0Z" fill={ink.wood} />
      <Fill d="M14 262H172L166 270H20Z" fill="#c9d3dc" />
      <Apples
        coating="caramel"
        at={[
          [44, 262],
          [93, 262],
        ]}
        s={0.72}
        lite
      />
      <Apples coating="candy" at={[[142, 262]]} s={0.68} lite />
      <Line
        d="M210 200C205 194 215 190 210 182M234 202C229 196 239 192 234 184"
        stroke={ink.cocoa}
        w={2.5}
        o={0.2}
      />
      <Stick d="M232 214L252 162" w={5} />
      <Line d="M186 228h-7M264 228h7" stroke={ink.mint} w={7} />
      <Fill d={pot} fill={ink.mint} />
      <Fill d={potRim} fill="#3f8a5c" />
      <Fill d={caramel} fill="#c97d25" />
      <Gloss d="M196 228V252" w={4} o={0.3} />
      <PretzelRods
        coating="milk"
        w={7}
        dip={0.55}
        rods={[
          [
            [295, 262],
            [282, 192],
          ],
          [
            [305, 262],
            [318, 194],
          ],
          [
            [300, 264],
            [300, 184],
          ],
        ]}
      />
      <Jars at={[[300, 264]]} w={44} h={50} />
      <Krispies
        topping="classic"
        at={[
          [362, 264],
          [365, 246],
        ]}
        s={0.5}
        lite
      />
      <Krispies topping="sprinkles" at={[[361, 228]]} s={0.5} lite />
      <GiftBoxes ribbon="red" motif="hearts" at={[[436, 264]]} s={0.62} lite />
    </>
  );
}

/**
 * The kitchen scene, shown from its own file.
 *
 * @param props.label - accessible name of the picture
 * @returns one 480 × 360 `<img>` that scales to its container's width, loaded at once (it opens /about)
 */
export function KitchenScene({ label }: { label: string }) {
  return (
    <IllustrationImage
      id={KITCHEN_ILLUSTRATION_ID}
      viewBox={KITCHEN_VIEW_BOX}
      label={label}
      className="illustration illustration--scene illustration--kitchen"
      loading="priority"
    />
  );
}
