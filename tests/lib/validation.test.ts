import {
  applyMask,
  businessPhoneKind,
  contactKind,
  contactProblem,
  documentProblem,
  formatBusinessPhone,
  formatDocument,
  formatPhone,
  formatZipcode,
  isEmail,
  isFullName,
  isValidBusinessPhone,
  isValidCode,
  isValidPhone,
  meetsLevel,
  normalizeContact,
  normalizeState,
  passwordLevel,
  phoneProblem,
  zipcodeForLookup,
} from '@/lib/validation';

describe('phone rule', () => {
  it('accepts 11 digits with 9 as the third digit, masked or not', () => {
    expect(isValidPhone('11987654321')).toBe(true);
    expect(isValidPhone('(11) 9-8765-4321')).toBe(true);
  });
  it('rejects 10 and 12 digits', () => {
    expect(isValidPhone('1198765432')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
  });
  it('rejects a number made of one repeated digit', () => {
    expect(isValidPhone('99999999999')).toBe(false);
    expect(isValidPhone('(99) 9-9999-9999')).toBe(false);
  });
  it('rejects a third digit other than 9', () => {
    expect(isValidPhone('11887654321')).toBe(false);
    expect(isValidPhone('(11) 3-8765-4321')).toBe(false);
  });
  it('tells an empty number from an invalid one', () => {
    expect(phoneProblem('')).toBe('empty');
    expect(phoneProblem('(11) 9')).toBe('invalid');
    expect(phoneProblem('(11) 9-8765-4321')).toBeNull();
  });
  it('masks as (99) 9-9999-9999 while typing', () => {
    expect(formatPhone('11987654321')).toBe('(11) 9-8765-4321');
    expect(formatPhone('1198')).toBe('(11) 9-8');
    // More digits than a phone holds are shown as typed (the rule refuses them), never cut into another number.
    expect(formatPhone('119876543219999')).toBe('119876543219999');
  });
});

describe('full name', () => {
  it.each(['Maria Souza', 'Ana C. Ribeiro', 'João da Silva', "Ana D'Ávila"])('accepts %s', (name) => expect(isFullName(name)).toBe(true));
  it.each(['', 'Maria', '  Maria  ', 'M Souza', 'Maria 123', 'Maria S'])('rejects "%s"', (name) => expect(isFullName(name)).toBe(false));
});

describe('e-mail', () => {
  it.each(['ana@exemplo.com.br', 'a.b+c@x.io'])('accepts %s', (v) => expect(isEmail(v)).toBe(true));
  it.each(['', 'ana', 'ana@', 'ana@exemplo', 'ana @exemplo.com', '@exemplo.com'])('rejects "%s"', (v) => expect(isEmail(v)).toBe(false));
});

describe('password levels', () => {
  it('Weak needs 6 characters', () => {
    expect(passwordLevel('abc')).toBeNull();
    expect(passwordLevel('abcdef')).toBe('Weak');
  });
  it('Moderate needs 8 characters, a number, an upper and a lower case letter', () => {
    expect(passwordLevel('abcdefg1')).toBe('Weak');
    expect(passwordLevel('Abcdefg1')).toBe('Moderate');
    expect(meetsLevel('Moderate', 'Abcdef1')).toBe(false);
  });
  it('Strong adds a special character from !@#$% and no personal data', () => {
    expect(passwordLevel('Abcdefg1!')).toBe('Strong');
    expect(passwordLevel('Abcdefg1&')).toBe('Moderate');
    expect(meetsLevel('Strong', 'Maria@2026x', { name: 'Maria Souza' })).toBe(false);
    expect(meetsLevel('Strong', 'Xk4321@abc', { phone: '11987654321' })).toBe(false);
  });
  it('Strongest needs 12 characters plus the Strong rules', () => {
    expect(passwordLevel('Abcdefg1!xyz')).toBe('Strongest');
    expect(passwordLevel('Abcdefg1!xy')).toBe('Strong');
  });
});

describe('verification code', () => {
  it('has exactly 6 characters', () => {
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('AB12cd')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
  });
});

describe('recovery contact', () => {
  it('treats 12 characters or fewer as a phone and longer as an e-mail', () => {
    expect(contactKind('11987654321')).toBe('phone');
    expect(contactKind('a@b.com')).toBe('phone');
    expect(contactKind('ana@exemplo.com')).toBe('email');
    expect(contactKind('(11) 9-8765-4321')).toBe('email');
  });
  it('checks a short contact with the phone rule', () => {
    expect(contactProblem('11987654321')).toBeNull();
    expect(contactProblem('11887654321')).toBe('invalidPhone');
    expect(contactProblem('a@b.com')).toBe('invalidPhone');
    expect(contactProblem('ana@exemplo.com.br')).toBeNull();
    expect(contactProblem('nao-e-um-email-valido')).toBe('invalidEmail');
    expect(contactProblem('  ')).toBe('empty');
  });
  it('sends phone digits or the e-mail in lower case', () => {
    expect(normalizeContact(' 11987654321 ')).toBe('11987654321');
    expect(normalizeContact('Ana@Exemplo.com.br')).toBe('ana@exemplo.com.br');
  });
});

describe('business phone', () => {
  it('formats 0800, 0300 and 0500 as 4-3-4 (13 characters)', () => {
    expect(formatBusinessPhone('08001234567')).toBe('0800-123-4567');
    expect(formatBusinessPhone('03001234567')).toBe('0300-123-4567');
    expect(formatBusinessPhone('0500123456789')).toBe('0500123456789');
    expect(businessPhoneKind('0800')).toBe('tollFree');
  });
  it('formats 4004 as 4-4 (9 characters)', () => {
    expect(formatBusinessPhone('40041234')).toBe('4004-1234');
    expect(formatBusinessPhone('400412345')).toBe('400412345');
    expect(businessPhoneKind('4004-1234')).toBe('shared');
  });
  it('formats mobiles and landlines (up to 16 characters)', () => {
    expect(formatBusinessPhone('11987654321')).toBe('(11) 9-8765-4321');
    expect(formatBusinessPhone('1133224455')).toBe('(11) 3322-4455');
    expect(formatBusinessPhone('(11) 9-8765-4321').length).toBe(16);
  });
  it('validates complete numbers only', () => {
    expect(isValidBusinessPhone('0800-123-4567')).toBe(true);
    expect(isValidBusinessPhone('4004-1234')).toBe(true);
    expect(isValidBusinessPhone('1133224455')).toBe(true);
    expect(isValidBusinessPhone('0800-123')).toBe(false);
    expect(isValidBusinessPhone('113322')).toBe(false);
  });
});

describe('document and zipcode masks', () => {
  it('masks the document as 999.999.999-99 up to 11 digits, as 99.999.999/9999-99 above', () => {
    expect(formatDocument('12345678901')).toBe('123.456.789-01');
    expect(formatDocument('1234')).toBe('123.4');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
  });
  it('checks a CPF by its check digits at 11 digits and a CNPJ by its own at 14; any other length is incomplete', () => {
    expect(documentProblem('529.982.247-25')).toBeNull();
    expect(documentProblem('11.222.333/0001-81')).toBeNull();
    expect(documentProblem('112.223.330-00')).toBe('cpf');
    expect(documentProblem('11.222.333/0001-82')).toBe('cnpj');
    expect(documentProblem('00.000.000/0000-00')).toBe('cnpj');
    expect(documentProblem('11.222.333/0001')).toBe('length');
    expect(documentProblem('')).toBe('length');
  });
  it('masks the zipcode as 99.999-999', () => {
    expect(formatZipcode('01310100')).toBe('01.310-100');
    expect(applyMask('99.999-999', '01.310-100')).toBe('01.310-100');
  });
  it('looks a zipcode up only with exactly 8 digits', () => {
    expect(zipcodeForLookup('01.310-100')).toBe('01310100');
    expect(zipcodeForLookup('01.310-10')).toBeNull();
  });
  it('keeps the state as typed, in upper case (a wrong one is refused, not cut)', () => {
    expect(normalizeState('sp')).toBe('SP');
    expect(normalizeState('s p x')).toBe('S P X');
  });
});
