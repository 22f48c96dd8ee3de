/**
 * `npm run brand-images`: renders the brand images into `client/public/` with Chromium, from the
 * brand content and the illustration family, so they never disagree with the site:
 * - `og-image.png` (1200x630), the social share image: four treats, the name and the tagline;
 * - `apple-touch-icon.png` (180x180) and `favicon.ico` (16, 32 and 48 px) from the apple mark;
 * - `favicon.svg`, the same mark as vector.
 * Run it after changing the brand name, tagline, colours or illustrations, and commit the files.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import { renderToStaticMarkup } from 'react-dom/server';
import { APPLE_MARK } from '../shared/components/brand-logo';
import { illustrationId } from '../shared/components/illustrations/illustration';
import {
  IllustrationDocument,
  illustrationFiles,
} from '../shared/components/illustrations/illustration-files';
import { brand } from '../shared/content/brand';
import { categories } from '../shared/content/catalogue';
import { heroItems } from '../shared/content/home';
import { launchChromium } from './chromium';
import { defineCommand } from './command-line';

defineCommand(
  'npm run brand-images',
  'Renders the social image, the touch icon and the favicons into client/public/ with Chromium, from the ' +
    'brand content and the illustrations. Commit the files it writes.',
).parse();

const out = path.resolve(import.meta.dirname, '../client/public');
/** Declarations for a `style` attribute, or the body of a CSS rule. */
const style = (declarations: string[]) => declarations.join(';');
/** A CSS rule: `selector{declarations}`. */
const cssRule = (selector: string, declarations: string[]) => `${selector}{${style(declarations)}}`;

/** The apple mark as an SVG document, `size` px square, on a rounded tile of `background` if given. */
const mark = (size: number, background?: string) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">`,
    `<title>${brand.name}</title>`,
    background ? `<rect width="32" height="32" rx="8" fill="${background}"/>` : '',
    `<path d="${APPLE_MARK.body}" fill="${brand.themeColor}"/>`,
    `<path d="${APPLE_MARK.stick}" stroke="#6b3a1f" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="${APPLE_MARK.leaf}" fill="#4f8a3b"/>`,
    '</svg>',
  ].join('');

// The treats are drawn inline, each as its standalone illustration document (the page has no asset server).
const treats = illustrationFiles(heroItems.map((item) => item.illustration))
  .filter(({ id }) => heroItems.some((item) => illustrationId(item.illustration) === id))
  .map(({ viewBox, drawing }) => {
    const svg = renderToStaticMarkup(
      <IllustrationDocument viewBox={viewBox}>{drawing}</IllustrationDocument>,
    );
    return `<div class="treat">${svg}</div>`;
  })
  .join('');

/** Two soft glows, top left and bottom right, on the site's cream. */
const ogBackground = [
  'radial-gradient(circle at 12% 20%,#f8c4b8,transparent 45%)',
  'radial-gradient(circle at 88% 85%,#fbe0af,transparent 45%)',
  '#fdeee2',
].join(',');
/** The share image's page: the content centred in rows, in the site's serif. */
const ogBody = style([
  'margin:0',
  'width:1200px',
  'height:630px',
  'display:grid',
  'grid-template-rows:auto auto',
  'align-content:center',
  'justify-items:center',
  'gap:28px',
  `background:${ogBackground}`,
  'font-family:Georgia,serif',
  'color:#3b2418',
]);
/** Each treat sits on a round, half-white plate. */
const treatStyles =
  cssRule('.treat', [
    'width:200px',
    'height:200px',
    'border-radius:50%',
    'background:rgb(255 255 255 / .7)',
    'display:grid',
    'place-items:center',
    'box-shadow:0 12px 30px rgb(59 36 24 / .12)',
  ]) + cssRule('.treat svg', ['width:160px', 'height:160px']);
/** The mark beside the shop's name, centred. */
const ogTitle = [
  '<div style="display:flex;align-items:center;justify-content:center;gap:18px">',
  `${mark(72)}<h1 style="font-size:76px;margin:0">${brand.name}</h1>`,
  '</div>',
].join('');
const paragraph = (css: string, text: string) => `<p style="${css}">${text}</p>`;
const ogTagline = paragraph('font-size:32px;margin:10px 0 0;color:#7f1c15;font-style:italic', brand.tagline);
const ogCategories = paragraph(
  'font-size:24px;margin:14px 0 0;font-family:sans-serif;color:#6a4a3a',
  categories.map((c) => c.name).join(' &middot; '),
);
const og = [
  `<body style="${ogBody}">`,
  `<style>${treatStyles}</style>`,
  `<div style="display:flex;gap:36px">${treats}</div>`,
  `<div style="text-align:center">${ogTitle}`,
  ogTagline,
  `${ogCategories}</div></body>`,
].join('\n');

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(og);
  await page.screenshot({ path: path.join(out, 'og-image.png') });
  const icon = async (size: number, background: string) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${mark(size, background)}</body>`);
    return page.screenshot({ omitBackground: true });
  };
  writeFileSync(path.join(out, 'apple-touch-icon.png'), await icon(180, '#fff8f1'));
  writeFileSync(
    path.join(out, 'favicon.ico'),
    await pngToIco([await icon(48, '#fff8f1'), await icon(32, '#fff8f1'), await icon(16, '#fff8f1')]),
  );
  writeFileSync(path.join(out, 'favicon.svg'), mark(32, '#fff8f1'));
} finally {
  await browser.close();
}
console.log('wrote og-image.png, apple-touch-icon.png, favicon.ico and favicon.svg in client/public/');
