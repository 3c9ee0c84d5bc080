import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { detectLanguage } from '@/lib/language';
import ptCommon from '../../locales/pt/common.json';
import enCommon from '../../locales/en/common.json';

/** Namespaces other than 'common' load with the screens that use them. */
export const NAMESPACES = ['common', 'catalog', 'account', 'advertiser', 'subscriptions', 'manager', 'favorites', 'garage'] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/*/common.json']);

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

export function initI18n(language = detectLanguage(typeof navigator === 'undefined' ? 'pt' : navigator.language)) {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language: English has exactly the Portuguese keys (a test holds them
      // equal), and a fallback is loaded and waited for with every namespace, so an English
      // visitor's first page waited on the Portuguese texts it never shows.
      fallbackLng: false,
      supportedLngs: ['pt', 'en'],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { pt: { common: ptCommon }, en: { common: enCommon } },
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
  return i18n;
}

export { i18n };
