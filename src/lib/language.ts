const LANGUAGES = ['pt', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** First part of the browser language (pt-BR -> pt, en-US -> en); anything else falls back to pt. */
export function detectLanguage(browserLanguage: string | undefined | null): Language {
  const first = (browserLanguage ?? '').split(/[-_]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : 'pt';
}
