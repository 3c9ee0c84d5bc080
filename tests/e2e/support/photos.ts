import type { Page } from '@playwright/test';

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * PNG pictures drawn in the page (a canvas, so they are real pictures of the size asked): a
 * coloured background with a darker block, each colour its own so the thumbnails tell apart.
 */
export async function drawPngs(page: Page, specs: Array<{ name: string; width: number; height: number; color: string }>): Promise<TestPhoto[]> {
  const encoded = await page.evaluate(async (list) => {
    const out: string[] = [];
    for (const s of list) {
      const canvas = new OffscreenCanvas(s.width, s.height);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = s.color;
      ctx.fillRect(0, 0, s.width, s.height);
      ctx.fillStyle = 'rgba(0, 0, 0, 0.35)';
      ctx.fillRect(s.width / 4, s.height / 4, s.width / 2, s.height / 2);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let bin = '';
      for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      out.push(btoa(bin));
    }
    return out;
  }, specs);
  return specs.map((s, i) => ({ name: s.name, mimeType: 'image/png', buffer: Buffer.from(encoded[i], 'base64') }));
}
