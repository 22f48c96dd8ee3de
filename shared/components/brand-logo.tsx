import { brand } from '../content/brand';

// The apple's outline, from the dimple at the foot of the stick: down its left side, across the
// dimpled base, and up its right side back to the dimple.
const markLeftSide = 'M16 9c-2-3-5-3.5-7-2.5C5 8.5 4 13 5 17.5 6.3 23.5 10 28 13 28';
const markBase = 'c1.3 0 2-.6 3-.6s1.7.6 3 .6';
const markRightSide = 'c3 0 6.7-4.5 8-10.5 1-4.5 0-9-4-11-2-1-5-.5-7 2.5Z';

/** The apple mark's paths, shared by the logo and the favicon-sized brand images. */
export const APPLE_MARK = {
  body: markLeftSide + markBase + markRightSide,
  stick: 'M16 9V3',
  leaf: 'M16.5 6c1.5-2.5 4-3.5 6.5-3-1 2.5-3.5 3.8-6.5 3Z',
} as const;

/** The shop's logo: a candy-apple mark and the brand name, linking home. */
export function BrandLogo() {
  return (
    <a href="/" className="brand-logo">
      <svg
        className="brand-logo__mark"
        viewBox="0 0 32 32"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <path d={APPLE_MARK.body} fill="currentColor" />
        <path d={APPLE_MARK.stick} stroke="#6b3a1f" strokeWidth="2.2" strokeLinecap="round" />
        <path d={APPLE_MARK.leaf} fill="#4f8a3b" />
        <path
          d="M9.5 14c.4-2 1.6-3.4 3-4"
          stroke="#fff"
          strokeOpacity=".55"
          strokeWidth="1.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="brand-logo__name">{brand.name}</span>
    </a>
  );
}
