/**
 * The link-preview and search tags the production server writes into the app's index.html
 * (server/prod-server.ts): a part's own card on /product/{url}, the brand's card elsewhere.
 * Pure string work, no I/O: every value is HTML-escaped, and the Product JSON-LD is the product
 * page's own (src/lib/product-json-ld.ts), whose '<' is written as \u003c.
 */
import { paths } from '@/config/paths';
import { isNewCondition } from '@/lib/condition';
import { cutText, formatBRL } from '@/lib/format';
import { pageTitle } from '@/lib/page-title';
import { productJsonLd } from '@/lib/product-json-ld';
import { isWebUrl } from '@/lib/web-url';

export const SITE_NAME = 'PeçaJá';

/** The brand's share card (public/brand/share-card.png), drawn for link previews at this size. */
export const BRAND_CARD = { path: '/brand/share-card.png', width: 1200, height: 630, alt: 'PeçaJá: peças novas e usadas para veículos' };

/** How much of a part's information goes into its description (search results show about 155 characters). */
const DESCRIPTION_INFO_CHARS = 120;

/** Text for an HTML text node or a double- or single-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reads back the few entities an HTML template's text may hold (the reverse of escapeHtml). */
function unescapeHtml(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A part as its detail (GET /product/{url}) gives it, the fields a preview reads. */
export interface SharedProduct {
  url: string;
  description: string;
  manufacturer: string;
  condition: string;
  value: number;
  informations: string;
  images: string[];
}

const optionalText = (v: unknown): string | null => (v === undefined || v === null ? '' : typeof v === 'string' ? v : null);

/**
 * The part of a GET /product/{url} reply, or null when the reply breaks the contract (no
 * envelope, success false, no main, a price that is not an amount, a picture address that is not
 * http(s) or a path): the caller then answers with the generic page, as the app shows its error view.
 */
export function readProductReply(body: unknown): SharedProduct | null {
  if (typeof body !== 'object' || body === null) return null;
  const envelope = body as { success?: unknown; response?: unknown };
  if (envelope.success !== true || typeof envelope.response !== 'object' || envelope.response === null) return null;
  const main = (envelope.response as { main?: unknown }).main;
  if (typeof main !== 'object' || main === null) return null;
  const m = main as Record<string, unknown>;
  const value = typeof m.value === 'number' ? m.value : typeof m.value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(m.value) ? Number(m.value) : NaN;
  const images = m.images === undefined || m.images === null ? [] : m.images;
  const texts = [m.description, m.manufacturer, m.condition, m.informations].map(optionalText);
  if (typeof m.url !== 'string' || !m.url || !Number.isFinite(value) || value < 0 || texts.some((t) => t === null)) return null;
  if (!Array.isArray(images) || !images.every((i) => isWebUrl(i))) return null;
  const [description, manufacturer, condition, informations] = texts as string[];
  return { url: m.url, description, manufacturer, condition, value, informations, images: images as string[] };
}

/** An http(s) address made absolute against the site (a path of the app or the API's full address). */
export function absoluteUrl(address: string, siteOrigin: string): string {
  try {
    return new URL(address, `${siteOrigin}/`).href;
  } catch {
    return `${siteOrigin}/`;
  }
}

/** What goes into the page's head. */
export interface PageMeta {
  /** Replaces the template's <title>. */
  title?: string;
  /** Replaces the template's meta description. */
  description?: string;
  canonical?: string;
  /** og:* and product:* properties, in order. */
  properties: [string, string][];
  /** twitter:* names. */
  names: [string, string][];
  /** JSON text, already safe inside a script (its '<' written as \u003c). */
  jsonLd?: string;
}

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

/** The template's own title and description: the brand's card says what the home's tab says. */
export function templateTexts(html: string): { title: string; description: string } {
  return { title: unescapeHtml(TITLE.exec(html)?.[1].trim() ?? SITE_NAME), description: unescapeHtml(DESCRIPTION.exec(html)?.[1] ?? '') };
}

/**
 * index.html with `meta` in its head: the title and description replaced where the template has
 * them, the other tags added before </head>. Replacements go through functions, so a '$&' in a
 * value is text, not a replacement pattern.
 */
export function injectHead(html: string, meta: PageMeta): string {
  let out = html;
  if (meta.title !== undefined) {
    const tag = `<title>${escapeHtml(meta.title)}</title>`;
    out = TITLE.test(out) ? out.replace(TITLE, () => tag) : out.replace('</head>', () => `${tag}</head>`);
  }
  const tags: string[] = [];
  if (meta.description !== undefined) {
    const tag = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    if (DESCRIPTION.test(out)) out = out.replace(DESCRIPTION, () => tag);
    else tags.push(tag);
  }
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  for (const [property, content] of meta.properties) tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  for (const [name, content] of meta.names) tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  // Marked as the server's: the product page draws its own once it runs and removes this one.
  if (meta.jsonLd) tags.push(`<script type="application/ld+json" data-from-server>${meta.jsonLd.replace(/</g, '\\u003c')}</script>`);
  if (tags.length === 0) return out;
  return out.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The brand's card: the home's title and description with the picture drawn for previews. */
export function brandMeta(html: string, siteOrigin: string, canonicalPath?: string): PageMeta {
  const { title, description } = templateTexts(html);
  const url = canonicalPath === undefined ? undefined : absoluteUrl(canonicalPath, siteOrigin);
  return {
    canonical: url,
    properties: [
      ['og:type', 'website'],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'pt_BR'],
      ['og:title', title],
      ['og:description', description],
      ...(url ? ([['og:url', url]] as [string, string][]) : []),
      ['og:image', absoluteUrl(BRAND_CARD.path, siteOrigin)],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(BRAND_CARD.width)],
      ['og:image:height', String(BRAND_CARD.height)],
      ['og:image:alt', BRAND_CARD.alt],
    ],
    names: [['twitter:card', 'summary_large_image']],
  };
}

/** 'R$ 1.250,00 · Peça usada · Bosch. <the first of its information>' */
export function productDescription(product: SharedProduct): string {
  const facts = [formatBRL(product.value), isNewCondition(product.condition) ? 'Peça nova' : 'Peça usada', product.manufacturer.trim()].filter(Boolean);
  const info = product.informations.replace(/\s+/g, ' ').trim();
  return `${facts.join(' · ')}.${info ? ` ${cutText(info, DESCRIPTION_INFO_CHARS)}` : ''}`;
}

/** A part's card: its name, price, condition and first photo (absolute), and the page's Product JSON-LD. */
export function productMeta(product: SharedProduct, siteOrigin: string): PageMeta {
  const url = absoluteUrl(paths.product(encodeURIComponent(product.url)), siteOrigin);
  const name = product.description.trim() || SITE_NAME;
  const description = productDescription(product);
  const images = product.images.map((i) => absoluteUrl(i, siteOrigin));
  const image = images[0];
  return {
    title: pageTitle(name),
    description,
    canonical: url,
    properties: [
      ['og:type', 'product'],
      ['og:site_name', SITE_NAME],
      ['og:locale', 'pt_BR'],
      ['og:title', name],
      ['og:description', description],
      ['og:url', url],
      ...((image
        ? [
            ['og:image', image],
            ['og:image:alt', name],
          ]
        : [
            ['og:image', absoluteUrl(BRAND_CARD.path, siteOrigin)],
            ['og:image:width', String(BRAND_CARD.width)],
            ['og:image:height', String(BRAND_CARD.height)],
            ['og:image:alt', BRAND_CARD.alt],
          ]) as [string, string][]),
      ['product:price:amount', product.value.toFixed(2)],
      ['product:price:currency', 'BRL'],
      ['product:condition', isNewCondition(product.condition) ? 'new' : 'used'],
    ],
    names: [['twitter:card', 'summary_large_image']],
    jsonLd: productJsonLd({ ...product, images }, url),
  };
}
