import { isValidCpfOrCnpj } from './validation';

/**
 * Payment identification: digits only, at least 11 and at most 14.
 * Up to 11 digits it is shown as a CPF (000.000.000-00), above 11 as a CNPJ (00.000.000/0000-00).
 */
export const DOCUMENT_MIN = 11;
export const DOCUMENT_MAX = 14;

export function documentDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(0, DOCUMENT_MAX);
}

function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let i = 0;
  for (const ch of pattern) {
    if (i >= digits.length) break;
    if (ch === '0') out += digits[i++];
    else out += ch;
  }
  return out;
}

export function formatDocument(value: string | null | undefined): string {
  const digits = documentDigits(value);
  return digits.length <= 11 ? applyPattern(digits, '000.000.000-00') : applyPattern(digits, '00.000.000/0000-00');
}

export function documentKind(value: string | null | undefined): 'cpf' | 'cnpj' {
  return documentDigits(value).length > 11 ? 'cnpj' : 'cpf';
}

export function isValidDocumentLength(value: string | null | undefined): boolean {
  return documentDigits(value).length >= DOCUMENT_MIN;
}

/** A CPF (11 digits) or CNPJ (14 digits) whose check digits are right: 111.111.111-11 is not one. */
export function isValidDocument(value: string | null | undefined): boolean {
  return isValidCpfOrCnpj(documentDigits(value));
}
