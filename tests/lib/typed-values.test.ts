import {
  dueDateProblem,
  formatBusinessPhone,
  formatPhone,
  isDueDateAllowed,
  isUf,
  latestDueDate,
  nationalPhoneDigits,
  UFS,
  wholeNumber,
} from '@/lib/validation';

describe('a typed whole number is read as typed, never reshaped', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['100000', 100000],
    ['0', 0],
  ])('%j reads as %d', (text, n) => expect(wholeNumber(text)).toBe(n));

  it.each(['1.5', '1,5', '1e308', '1e3', '0x10', '-3', '+3', '12a', '', ' '])('%j is not a whole number', (text) => {
    expect(wholeNumber(text)).toBeNaN();
  });
});

describe('state: one of the 27 UFs', () => {
  it('the 27 units of the federation, and nothing else', () => {
    expect(UFS).toHaveLength(27);
    for (const uf of ['SP', 'RJ', 'DF', 'TO', 'AC']) expect(isUf(uf)).toBe(true);
    for (const wrong of ['XY', 'XYZ', 'S', '', 'São Paulo', 'S1']) expect(isUf(wrong)).toBe(false);
  });
});

describe('a pasted phone loses its country code and trunk zero', () => {
  it.each([
    ['+55 11 97654-3210', '11976543210'],
    ['5511976543210', '11976543210'],
    ['011976543210', '11976543210'],
    ['011 97654-3210', '11976543210'],
    ['+55 (0) 11 97654-3210', '11976543210'],
    ['(11) 9-7654-3210', '11976543210'],
  ])('%j is the national number %s', (pasted, national) => {
    expect(nationalPhoneDigits(pasted)).toBe(national);
    expect(formatPhone(pasted)).toBe('(11) 9-7654-3210');
  });

  it('an area code of 55 typed as such stays (only 13 digits carry a country code)', () => {
    expect(formatPhone('55987654321')).toBe('(55) 9-8765-4321');
  });

  it('digits that make no phone are shown as typed, not cut to a wrong number', () => {
    expect(formatPhone('551197654321')).toBe('551197654321');
    expect(formatPhone('119765432101')).toBe('119765432101');
  });

  it('the business phone reads a pasted mobile or landline the same way', () => {
    expect(formatBusinessPhone('+55 11 97654-3210')).toBe('(11) 9-7654-3210');
    expect(formatBusinessPhone('+55 11 3322-4455')).toBe('(11) 3322-4455');
    expect(formatBusinessPhone('011 3322-4455')).toBe('(11) 3322-4455');
    expect(formatBusinessPhone('0800 123 4567')).toBe('0800-123-4567');
  });
});

describe('bank slip due date: from today to one year ahead', () => {
  it('one year from today is the last day allowed', () => {
    expect(latestDueDate('2026-11-27')).toBe('2027-11-27');
    expect(latestDueDate('2028-02-29')).toBe('2029-02-28');
    expect(isDueDateAllowed('2027-11-27', '2026-11-27')).toBe(true);
    expect(dueDateProblem('2027-11-28', '2026-11-27')).toBe('tooLate');
    expect(dueDateProblem('9999-12-31', '2026-11-27')).toBe('tooLate');
    expect(isDueDateAllowed('9999-12-31', '2026-11-27')).toBe(false);
    expect(dueDateProblem('2026-11-26', '2026-11-27')).toBe('past');
    expect(dueDateProblem('2026-02-30', '2026-01-01')).toBe('invalid');
    expect(dueDateProblem('2026-11-27', '2026-11-27')).toBeNull();
  });

  it('a day of slack at both ends for the server (time zones)', () => {
    expect(dueDateProblem('2026-11-26', '2026-11-27', 1)).toBeNull();
    expect(dueDateProblem('2027-11-28', '2026-11-27', 1)).toBeNull();
    expect(dueDateProblem('2027-11-29', '2026-11-27', 1)).toBe('tooLate');
  });
});
