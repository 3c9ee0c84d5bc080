// Draws public/brand/share-card.png, the brand's 1200x630 link-preview picture (og:image of the
// home and more parts, served by server/prod-server.ts): an HTML card with the logo, shot with
// Chromium, then made smaller with optipng when it is installed. Run: node scripts/share-card.mjs
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, 'public/brand/share-card.png');
const logo = readFileSync(resolve(root, 'public/brand/logo.svg'), 'utf8').replace(/<\?xml[^>]*>\s*/, '');

const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; background: #0d47a1; color: #fff;
    display: flex; align-items: center; gap: 64px; padding: 0 96px; box-sizing: border-box; position: relative; overflow: hidden; }
  .badge { flex: none; width: 300px; height: 300px; border-radius: 50%; background: #fff; display: grid; place-items: center; }
  .badge svg { width: 240px; height: 240px; }
  h1 { margin: 0; font-size: 112px; line-height: 1; letter-spacing: -2px; }
  h1 span { color: #ff9e40; }
  p { margin: 28px 0 0; font-size: 44px; line-height: 1.2; font-weight: 700; }
  small { display: block; margin-top: 20px; font-size: 30px; line-height: 1.3; color: #d6e2f5; }
  .stripe { position: absolute; left: 0; right: 0; bottom: 0; height: 20px; background: #ff6f00; }
</style></head><body>
  <div class="badge">${logo}</div>
  <div><h1>Peça<span>Já</span></h1><p>Peças novas e usadas para veículos</p>
  <small>Encontre a peça, compare preços e fale direto com o anunciante.</small></div>
  <div class="stripe"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
try {
  execFileSync('optipng', ['-quiet', '-o5', '-strip', 'all', out]);
} catch {
  // optipng missing: the picture stays as Chromium wrote it.
}
console.log(`${out}: ${(statSync(out).size / 1024).toFixed(1)} kB`);
