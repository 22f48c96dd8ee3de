/** The placeholder's bow: two loops from the knot at (320, 150). */
const BOW_PATH = 'M320 150c-30-50-80-40-70-10 8 22 50 14 70 10Zm0 0c30-50 80-40 70-10-8 22-50 14-70 10Z';

/**
 * What stands in for a stock photo when tests, screenshots and Lighthouse run offline: an opaque
 * 640x480 SVG in the shop's colours, so layouts look as they will online. Back to front: the
 * backdrop, a gift box, its ribbon, its lid and its bow.
 */
export const PHOTO_PLACEHOLDER = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">',
  '<rect width="640" height="480" fill="#e9d3c0"/>',
  '<rect x="200" y="170" width="240" height="190" rx="12" fill="#c9563f"/>',
  '<rect x="305" y="170" width="30" height="190" fill="#f1c76d"/>',
  '<rect x="190" y="150" width="260" height="50" rx="10" fill="#a8281f"/>',
  `<path d="${BOW_PATH}" fill="#f1c76d"/>`,
  '</svg>',
].join('');
