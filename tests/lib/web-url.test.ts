import { isWebUrl } from '@/lib/web-url';

describe('isWebUrl: the addresses the app opens or renders', () => {
  it.each([
    'https://cdn.example.com.br/pecas/farol.jpg',
    'http://127.0.0.1:4010/uploads/boleto.pdf',
    'HTTPS://EXAMPLE.COM/a.png',
    '/demo/parts/farol.svg',
    '/api/uploads/42',
    'uploads/42.png',
    '//cdn.example.com/a.png',
  ])('%s is one', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://localhost/5e0c-4a',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    '',
  ])('%j is not', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});
