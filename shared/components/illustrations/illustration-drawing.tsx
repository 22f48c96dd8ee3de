import type { IllustrationSpec } from '../../content/illustration-specs';
import { Apples } from './apple';
import { GiftBoxes } from './gift-box';
import { Krispies } from './krispie';
import { type Pt, Sparkle } from './parts';
import { PretzelRods, PretzelTwists } from './pretzel';

/** The three rods of a pretzel illustration, fanned from the ground. */
const fan = [
  [
    [49, 104],
    [31, 20],
  ],
  [
    [71, 104],
    [89, 20],
  ],
  [
    [60, 106],
    [60, 13],
  ],
] as const;

/** The drawing of one spec inside the 120 × 120 view box, and where its sparkle sits. */
function Subject({ spec }: { spec: IllustrationSpec }) {
  switch (spec.kind) {
    case 'apple':
      return <Apples coating={spec.coating} at={[[60, 106]]} />;
    case 'krispie':
      return <Krispies topping={spec.topping} at={[[58, 94]]} />;
    case 'pretzel':
      return spec.shape === 'twist' ? (
        <PretzelTwists coating={spec.coating} at={[[60, 100]]} />
      ) : (
        <PretzelRods coating={spec.coating} rods={fan} w={10} />
      );
    case 'gift-box':
      return <GiftBoxes ribbon={spec.ribbon} motif={spec.motif} at={[[60, 106]]} />;
  }
}

/** Where each family's sparkle goes: a free corner beside the subject. */
const sparkleAt: Record<IllustrationSpec['kind'], Pt> = {
  apple: [94, 30],
  krispie: [96, 30],
  pretzel: [100, 46],
  'gift-box': [100, 24],
};

/**
 * The drawing of one product illustration inside the 120 × 120 view box: the subject and its sparkle.
 * Drawn once per build into a file of its own (`illustration-files.tsx`); pages show it through {@link Illustration}.
 *
 * @param props.spec - what to draw (product family and variant)
 */
export function IllustrationDrawing({ spec }: { spec: IllustrationSpec }) {
  return (
    <>
      <Subject spec={spec} />
      <Sparkle at={[spec.kind === 'pretzel' && spec.shape === 'twist' ? [104, 20] : sparkleAt[spec.kind]]} />
    </>
  );
}
