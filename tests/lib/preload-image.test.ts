import { preloadImage } from '@/lib/preload-image';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloadImage', () => {
  it('preloads the picture once, at high priority', () => {
    preloadImage('https://api.example.com.br/demo/banners/banner-1.svg');
    preloadImage('https://api.example.com.br/demo/banners/banner-1.svg');
    const found = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(found).toHaveLength(1);
    expect(found[0].getAttribute('href')).toBe('https://api.example.com.br/demo/banners/banner-1.svg');
    expect(found[0].getAttribute('fetchpriority')).toBe('high');
  });

  it('ignores missing, protocol-relative and script addresses', () => {
    preloadImage(undefined);
    preloadImage('//evil.example/x.png');
    preloadImage('javascript:alert(1)');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});
