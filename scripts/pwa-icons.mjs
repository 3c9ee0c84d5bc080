// Draws the installable app's icons (public/icons/*.png) from the brand's logo (public/favicon.svg)
// with Chromium, then compresses them losslessly with optipng when it is installed (apt-get install optipng).
// Usage: node scripts/pwa-icons.mjs (run again only when the logo changes; the PNGs are committed).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';

const logo = readFileSync('public/favicon.svg', 'utf8').replace(/<\?xml[^>]*>\s*/, '');
/**
 * 'any' icons: the logo on a white disc filling the square. The maskable one: the logo inside the
 * safe zone (a centred circle of 40% radius a launcher may crop to), on a white square.
 */
const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, logoShare: 0.96, disc: true },
  { file: 'public/icons/icon-512.png', size: 512, logoShare: 0.96, disc: true },
  { file: 'public/icons/maskable-512.png', size: 512, logoShare: 0.72, disc: false },
];

const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({ executablePath });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logoSize = Math.round(icon.size * icon.logoShare);
    const background = icon.disc ? 'transparent' : '#ffffff';
    const disc = icon.disc ? `<div style="position:absolute;inset:0;border-radius:50%;background:#fff"></div>` : '';
    await page.setContent(
      `<html><body style="margin:0;background:${background};width:${icon.size}px;height:${icon.size}px;position:relative">${disc}` +
        `<div style="position:absolute;left:${(icon.size - logoSize) / 2}px;top:${(icon.size - logoSize) / 2}px;width:${logoSize}px;height:${logoSize}px">` +
        logo.replace('width="64" height="64"', `width="${logoSize}" height="${logoSize}"`) +
        `</div></body></html>`,
    );
    await page.screenshot({ path: icon.file, omitBackground: icon.disc });
    await page.close();
    const before = statSync(icon.file).size;
    const squeezed = spawnSync('optipng', ['-quiet', '-o7', '-strip', 'all', icon.file]);
    console.log(`${icon.file}: ${before} → ${statSync(icon.file).size} bytes${squeezed.status === 0 ? '' : ' (optipng not available)'}`);
  }
} finally {
  await browser.close();
}
