/**
 * Renders the social-share image (1200x630 `og-image.png`) and the 180x180 `apple-touch-icon.png` into
 * `client/public/` with Chromium. Run after changing the brand: `tsx scripts/brand-images.ts`.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { brand } from '../shared/content/business';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './targets';

const out = path.resolve('client/public');
const apple =
  '<svg viewBox="0 0 32 32" width="W" height="W"><path d="M16 9c-2-3-5-3.5-7-2.5C5 8.5 4 13 5 17.5 6.3 23.5 10 28 13 28c1.3 0 2-.6 3-.6s1.7.6 3 .6c3 0 6.7-4.5 8-10.5 1-4.5 0-9-4-11-2-1-5-.5-7 2.5Z" fill="#a8281f"/><path d="M16 9V3" stroke="#6b3a1f" stroke-width="2.2" stroke-linecap="round"/><path d="M16.5 6c1.5-2.5 4-3.5 6.5-3-1 2.5-3.5 3.8-6.5 3Z" fill="#4f8a3b"/></svg>';

const og = `<body style="margin:0;width:1200px;height:630px;display:grid;place-items:center;background:radial-gradient(circle at 12% 20%,#f8c4b8,transparent 45%),radial-gradient(circle at 88% 85%,#fbe0af,transparent 45%),#fdeee2;font-family:Georgia,serif;color:#3b2418">
<div style="text-align:center">${apple.replaceAll('W', '150')}
<h1 style="font-size:84px;margin:24px 0 8px">${brand.name}</h1>
<p style="font-size:34px;margin:0;color:#7f1c15;font-style:italic">${brand.tagline}</p>
<p style="font-size:26px;margin:18px 0 0;font-family:sans-serif;color:#6a4a3a">Candy apples &middot; Chocolate pretzels &middot; Krispie treats &middot; Gift boxes</p></div></body>`;
const icon = `<body style="margin:0;width:180px;height:180px;display:grid;place-items:center;background:#fff8f1">${apple.replaceAll('W', '140')}</body>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(og);
await page.screenshot({ path: path.join(out, 'og-image.png') });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(icon);
await page.screenshot({ path: path.join(out, 'apple-touch-icon.png') });
await browser.close();
console.log('wrote og-image.png and apple-touch-icon.png');
