import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppShell } from '@/app/app-shell';

const indexHtml = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
// React's server renderer adds resource hints (<link rel="preload">) before the markup.
const shellMarkup = () => renderToStaticMarkup(<AppShell />).replace(/^(<link [^>]*>)+/, '');

describe('app shell', () => {
  it('index.html paints the same shell the router shows while the first route loads', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1];
    expect(root).toBeDefined();
    expect(root).toBe(shellMarkup());
  });

  it('announces loading in Portuguese and shows the brand before any script runs', () => {
    const html = shellMarkup();
    expect(html).toContain('role="status"');
    expect(html).toContain('Carregando...');
    expect(html).toContain('src="/brand/logo.svg"');
  });
});
