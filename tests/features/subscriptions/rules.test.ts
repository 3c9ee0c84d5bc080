import { documentDigits, documentKind, formatDocument, isValidCpfOrCnpj } from '@/lib/validation';
import { fieldOfMessage } from '@/features/subscriptions/payment-panel';
import { bankSlipLayout, canDownloadBankSlip, DEFAULT_MAX_ITEMS, maxItems, showDiscount } from '@/features/subscriptions/statement-rules';

describe('payment identification mask', () => {
  it('masks up to 11 digits as a CPF', () => {
    expect(formatDocument('123')).toBe('123');
    expect(formatDocument('1234567')).toBe('123.456.7');
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
    expect(documentKind('12345678909')).toBe('cpf');
  });
  it('masks more than 11 digits as a CNPJ, at most 14 digits', () => {
    expect(formatDocument('123456789012')).toBe('12.345.678/9012');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('1122233300018199')).toBe('11.222.333/0001-81');
    expect(documentKind('11222333000181')).toBe('cnpj');
  });
  it('keeps digits only (at most 14) and needs at least 11', () => {
    expect(formatDocument('12a.3b4')).toBe('123.4');
    expect(documentDigits('11.222.333/0001-8199')).toBe('11222333000181');
    expect(isValidCpfOrCnpj('123.456.789-0')).toBe(false);
    expect(isValidCpfOrCnpj('123.456.789-09')).toBe(true);
  });
});

describe('discount display rule', () => {
  it('shows the discount only when it is not R$ 0,00', () => {
    expect(showDiscount(0)).toBe(false);
    expect(showDiscount('0.00')).toBe(false);
    expect(showDiscount(0.001)).toBe(false);
    expect(showDiscount(null)).toBe(false);
    expect(showDiscount(29.94)).toBe(true);
  });
});

describe('statement defaults', () => {
  it('shows 4 maximum items when none is given', () => {
    expect(DEFAULT_MAX_ITEMS).toBe(4);
    expect(maxItems(undefined)).toBe(4);
    expect(maxItems(null)).toBe(4);
    expect(maxItems('')).toBe(4);
    expect(maxItems(200)).toBe(200);
    expect(maxItems('1000')).toBe(1000);
    expect(maxItems('unlimited')).toBe('unlimited');
  });
});

describe('bank-slip button states by bi_status', () => {
  it.each([
    [null, 'single', [], 'secondary'],
    [0, 'group', ['send', 'cancel'], 'danger'],
    [1, 'group', ['send', 'cancel'], 'secondary'],
    [2, 'group', ['send', 'cancel', 'extra'], 'secondary'],
    [3, 'none', [], 'secondary'],
    [4, 'single', [], 'secondary'],
    [5, 'single', [], 'secondary'],
  ] as const)('bi_status %s -> %s', (status, kind, groupActions, sendVariant) => {
    const layout = bankSlipLayout(status);
    expect(layout.kind).toBe(kind);
    if (kind === 'single') expect(layout.actions).toHaveLength(1);
    if (kind === 'group') expect(layout.actions).toEqual(groupActions);
    if (kind === 'none') expect(layout.actions).toEqual([]);
    expect(layout.sendVariant).toBe(sendVariant);
  });
  it('offers the download only when bi_status is not null', () => {
    expect(canDownloadBankSlip(null)).toBe(false);
    expect(canDownloadBankSlip(undefined)).toBe(false);
    [0, 1, 2, 3, 4, 5].forEach((s) => expect(canDownloadBankSlip(s)).toBe(true));
  });
});

describe('server messages flag a field', () => {
  it('by mail, phone or identification', () => {
    expect(fieldOfMessage('PAYMENT_INVALID_EMAIL')).toBe('email');
    expect(fieldOfMessage('Informe um e-mail válido.')).toBe('email');
    expect(fieldOfMessage('invalid phone')).toBe('phone');
    expect(fieldOfMessage('PAYMENT_INVALID_IDENTIFICATION')).toBe('identification');
    expect(fieldOfMessage('Plano não encontrado.')).toBeNull();
  });
});
