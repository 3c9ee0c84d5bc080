import {
  cpfWithCheckDigits,
  imageKindOf,
  isAcceptablePassword,
  isDueDateAllowed,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidPrice,
  isValidQuantity,
  LEVEL_CHECKS,
  LIMITS,
  PRICE_DIGITS_MAX,
} from '@/lib/validation';

describe('the password rule is the checklist of the hinted level', () => {
  it("'abcdef' passes Weak (6 characters) but not Moderate, the default", () => {
    expect(isAcceptablePassword('abcdef', 'Weak')).toBe(true);
    expect(isAcceptablePassword('abcdef')).toBe(false);
  });
  it('Moderate: 8 characters, a number, an upper-case and a lower-case letter', () => {
    expect(LEVEL_CHECKS.Moderate).toEqual(['length8', 'number', 'upper', 'lower']);
    expect(isAcceptablePassword('Segura123')).toBe(true);
    for (const p of ['Segur12', 'segura123', 'SEGURA123', 'Seguranca']) expect(isAcceptablePassword(p)).toBe(false);
  });
  it('Strong adds a special character from !@#$% and no personal data; Strongest needs 12 characters', () => {
    expect(isAcceptablePassword('Segura12!', 'Strong', { name: 'Paula Mendes' })).toBe(true);
    expect(isAcceptablePassword('Paula123!', 'Strong', { name: 'Paula Mendes' })).toBe(false);
    expect(isAcceptablePassword('Segura12!', 'Strongest')).toBe(false);
    expect(isAcceptablePassword('Segura12!abc', 'Strongest')).toBe(true);
  });
});

describe('CPF and CNPJ check digits', () => {
  it.each(['123.456.789-09', '529.982.247-25', '12345678909'])('accepts the CPF %s', (v) => expect(isValidCpf(v)).toBe(true));
  it.each(['111.111.111-11', '000.000.000-00', '123.456.789-00', '123.456.789-0', '1234567890912'])('refuses the CPF %s', (v) =>
    expect(isValidCpf(v)).toBe(false),
  );
  it.each(['11.222.333/0001-81', '11222333000181'])('accepts the CNPJ %s', (v) => expect(isValidCnpj(v)).toBe(true));
  it.each(['11.111.111/1111-11', '11.222.333/0001-82', '1122233300018'])('refuses the CNPJ %s', (v) => expect(isValidCnpj(v)).toBe(false));
  it('a payment identification is either, by its length', () => {
    expect(isValidCpfOrCnpj('12345678909')).toBe(true);
    expect(isValidCpfOrCnpj('11222333000181')).toBe(true);
    expect(isValidCpfOrCnpj('123456789012')).toBe(false);
    expect(isValidCpfOrCnpj('111.111.111-11')).toBe(false);
    expect(isValidCpfOrCnpj('123.456.789-09')).toBe(true);
  });
  it('makes the check digits of nine digits', () => {
    expect(cpfWithCheckDigits('123456789')).toBe('12345678909');
    expect(isValidCpf(cpfWithCheckDigits('987654321'))).toBe(true);
  });
});

describe('bank slip due date', () => {
  it('today and later are allowed, yesterday and impossible dates are not', () => {
    expect(isDueDateAllowed('2026-11-23', '2026-11-23')).toBe(true);
    expect(isDueDateAllowed('2026-12-10', '2026-11-23')).toBe(true);
    expect(isDueDateAllowed('2026-11-22', '2026-11-23')).toBe(false);
    expect(isDueDateAllowed('2026-02-30', '2026-01-01')).toBe(false);
    expect(isDueDateAllowed('', '2026-11-23')).toBe(false);
  });
});

describe('upper bounds', () => {
  it('part name 120, description 5,000, price up to 9,999,999.99, quantity up to 99,999', () => {
    expect(LIMITS).toMatchObject({ partName: 120, description: 5000, priceMax: 9_999_999.99, quantityMax: 99_999 });
    expect(isValidPrice(9_999_999.99)).toBe(true);
    expect(isValidPrice(10_000_000)).toBe(false);
    expect(isValidPrice(1e308)).toBe(false);
    expect(isValidPrice(0)).toBe(false);
    expect(isValidQuantity(99_999)).toBe(true);
    expect(isValidQuantity(100_000)).toBe(false);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(0, 0)).toBe(true);
    expect(PRICE_DIGITS_MAX).toBe(9);
  });
});

describe('image bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(12).fill(0)]);
  it('knows PNG, JPEG, WebP and GIF by their first bytes', () => {
    expect(imageKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(imageKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('webp');
    expect(imageKindOf(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
  });
  it('a text file renamed .png is not an image', () => {
    expect(imageKindOf(new TextEncoder().encode('isto não é uma imagem'))).toBeNull();
    expect(imageKindOf(new Uint8Array([]))).toBeNull();
  });
});
