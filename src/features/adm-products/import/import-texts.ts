import type { TFunction } from 'i18next';
import { catalogText } from '@/api/error-text';
import type { JobRow, RowFailure } from './import-job';
import type { RowError } from './import-parse';
import type { SheetFailure } from './import-sheet';

/** The import's messages in the user's language; `t` is useTranslation('advertiser')'s. */

/** One problem of a row, without its line: 'preço obrigatório'. */
export function rowErrorMessage(t: TFunction, error: RowError): string {
  if (error.catalog) return catalogText(t, error.key, ['advertiser']);
  return t(`import.errors.${error.key}`, { column: error.field, ...error.params });
}

/** One problem with its line, as the preview shows it: 'linha 5: preço obrigatório'. */
export function lineErrorText(t: TFunction, line: number, error: RowError): string {
  return t('import.lineError', { line, message: rowErrorMessage(t, error) });
}

/** Why a sheet could not be checked, with the line of an unclosed quote or the row limit. */
export function sheetFailureText(t: TFunction, failure: SheetFailure): string {
  switch (failure.reason) {
    case 'unclosedQuote':
      return t('import.unclosedQuote', { line: failure.line });
    case 'tooManyRows':
      return t('import.tooManyRows', { limit: failure.limit });
    default:
      return t(failure.reason === 'empty' ? 'import.empty' : 'import.unreadable');
  }
}

const NO_REPLY = new Set(['NETWORK_ERROR', 'TIMEOUT', 'CANCELLED']);

/** A failed row's message: the server's validation messages, else its code from the catalogue, else a plain line. */
export function failureText(t: TFunction, failure: RowFailure | undefined): string {
  if (!failure) return t('import.errors.generic');
  if (failure.descriptions.length) return failure.descriptions.map((d) => catalogText(t, d, ['advertiser'])).join(' ');
  if (NO_REPLY.has(failure.code)) return t('import.errors.noReply');
  if (failure.code.startsWith('photoLost:')) return t('import.errors.photoLost', { name: failure.code.slice('photoLost:'.length) });
  const known = failure.code ? catalogText(t, failure.code, ['advertiser']) : '';
  // A bare code the catalogue does not know ('HTTP_502') says nothing to the user.
  return known && (known !== failure.code || /\s/.test(known)) ? known : t('import.errors.generic');
}

/** A row's message in the report: its problems, the server's answer, or why it was not sent. */
export function reportMessage(t: TFunction, row: JobRow, cancelled: boolean): string {
  if (row.state === 'invalid') return row.errors.map((e) => rowErrorMessage(t, e)).join('; ');
  if (row.state === 'failed') return failureText(t, row.failure);
  if (row.state === 'done') return '';
  return t(cancelled ? 'import.cancelledRow' : 'import.notSent');
}
