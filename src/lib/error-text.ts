import type { TFunction } from 'i18next';
import { isApiError } from '@/api/errors';

/**
 * The text to show for a failed call: the server's message key translated when
 * the catalogue knows it, the server's own text when it is human text, else a generic line.
 */
export function errorText(t: TFunction, error: unknown, namespaces: string[] = []): string {
  if (!isApiError(error)) return t('errors.generic', { ns: 'common' });
  const code = error.code;
  for (const ns of [...namespaces, 'common']) {
    const key = ns === 'common' ? `errors.${code}` : `errors.${code}`;
    const text = t(key, { ns, defaultValue: '' });
    if (text) return text;
  }
  if (error.kind === 'http' && /^HTTP_\d+$/.test(code)) return t('errors.generic', { ns: 'common' });
  // Human text from the server (contains a space or accented letters) is shown as it came.
  if (/\s/.test(code) && code.length < 300) return code;
  return t('errors.generic', { ns: 'common' });
}
