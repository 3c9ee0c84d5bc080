import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatCount, setFormatLanguage } from '@/lib/format';
import { detectLanguage } from '@/lib/language';
import ptCommon from '../../locales/pt/common.json';
import ptCatalog from '../../locales/pt/catalog.json';

/**
 * The Portuguese texts of the landing pages ('common' and 'catalog') are in the entry: most
 * visitors read Portuguese, and their first page waits on no text file. An English visitor's
 * first page loads those two files (in parallel, before the first render); every other namespace
 * loads with the screens that use it, in either language.
 */
export const NAMESPACES = [
  'common',
  'catalog',
  'api',
  'search',
  'product',
  'pages',
  'account',
  'adm',
  'advertiser',
  'subscriptions',
  'manager',
  'favorites',
  'garage',
  'pwa',
  'footer',
] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/pt/common.json',
  '!../../locales/pt/catalog.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  },
};

/** Starts the texts; the promise settles when the landing pages' texts of the language are in. */
export function initI18n(language = detectLanguage(typeof navigator === 'undefined' ? 'pt' : navigator.language)): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const ready = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: English has exactly the Portuguese keys (a test holds them
      // equal), and a fallback is loaded and waited for with every namespace, so an English
      // visitor's first page waited on the Portuguese texts it never shows.
      fallbackLng: false,
      supportedLngs: ['pt', 'en'],
      ns: ['common', 'catalog'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { pt: { common: ptCommon, catalog: ptCatalog } },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  // '{{count, number}}' in the texts: our count format, written out, instead of i18next's
  // Intl.NumberFormat, whose first use on a page is a long task on a slow phone.
  i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatCount(value, language) : String(value),
  );
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'pt' ? 'pt-BR' : 'en';
  // Numbers and money written in the page's language, wherever a caller does not name one.
  setFormatLanguage(language);
  i18n.on('languageChanged', setFormatLanguage);
  return ready;
}

export { i18n };
