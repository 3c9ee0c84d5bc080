import type { TFunction } from 'i18next';
import { catalogueCode, isApiError } from '@/api/errors';

/**
 * The shared catalogue of API errors is the 'api' namespace: every screen but the landing pages
 * loads it with its code (a route's loader, a lazily loaded part), and the landing pages once they
 * are drawn, so the first page carries none of it.
 */
const CATALOGUE = 'api';

/**
 * A server's message key (or a text the catalogue knows) in the user's language, looked up in
 * `namespaces` then the shared catalogue; '' when neither has an entry for it.
 */
function catalogueEntry(t: TFunction, codeOrText: string, namespaces: string[], params: Record<string, unknown> = {}): string {
  const code = catalogueCode(codeOrText);
  for (const ns of [...namespaces, CATALOGUE]) {
    const text = t(`errors.${code}`, { ns, defaultValue: '', ...params });
    if (text) return text;
  }
  return '';
}

/**
 * 'Erro na requisição'. The first page's own texts hold it too, so a catalogue that could not be
 * loaded (the connection dropped) still gives a sentence, never the key.
 */
function genericText(t: TFunction): string {
  return t('errors.generic', { ns: CATALOGUE, defaultValue: t('states.requestError', { ns: 'common' }) });
}

/**
 * The text to show for a failed call: the server's message key translated when
 * the catalogue knows it, the server's own text when it is human text, else a generic line.
 */
export function errorText(t: TFunction, error: unknown, namespaces: string[] = []): string {
  if (!isApiError(error)) return genericText(t);
  const code = error.code;
  const known = catalogueEntry(t, code, namespaces);
  if (known) return known;
  if (error.kind === 'http' && /^HTTP_\d+$/.test(code)) return genericText(t);
  // Human text from the server (contains a space or accented letters) is shown as it came.
  if (/\s/.test(code) && code.length < 300) return code;
  return genericText(t);
}

/**
 * A message a server sent inside a reply (a field's help, a validation list, a success note):
 * the catalogue's entry when it knows the key or text, else the server's words as they came.
 */
export function catalogText(t: TFunction, codeOrText: string, namespaces: string[] = [], params: Record<string, unknown> = {}): string {
  return catalogueEntry(t, codeOrText, namespaces, params) || codeOrText;
}
