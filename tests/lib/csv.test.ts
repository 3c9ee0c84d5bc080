import { CSV_BOM, csvBlob, csvCell, csvDate, csvDecimal, csvFileName, toCsv } from '@/lib/csv';

// jsdom's Blob has no arrayBuffer(); FileReader reads it the way a browser would.
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * How a spreadsheet reads a CSV file (RFC 4180): cells split at the separator, records at CRLF, a quoted
 * cell may hold the separator, line breaks and doubled quotes. Throws on a quote where none may be.
 */
function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== separator && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      } else {
        cell += c;
        i += 1;
      }
    } else if (c === '"') {
      if (cell !== '') throw new Error(`a quote inside an unquoted cell at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else if (c === '\n' || c === '\r') {
      throw new Error(`a bare line break outside quotes at ${i}`);
    } else {
      cell += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('an unclosed quote');
  row.push(cell);
  rows.push(row);
  return rows;
}

/** A cell a Portuguese spreadsheet takes for a number: optional minus, digits, an optional decimal comma. */
const readNumber = (cell: string) => (/^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : Number.NaN);

describe('csv', () => {
  it('leaves plain cells as they are and keeps accents', () => {
    expect(csvCell('Peças São João')).toBe('Peças São João');
    expect(csvCell('Ação; Situação: ÇÃÕÉÍ ü ñ')).toBe('"Ação; Situação: ÇÃÕÉÍ ü ñ"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('1');
  });

  it('writes numbers with a decimal comma and no grouping, money with two places, negative and large values whole', () => {
    expect(csvCell(49.9)).toBe('49,9');
    expect(csvCell(csvDecimal(49.9))).toBe('49,90');
    expect(csvCell(csvDecimal(1234567.891))).toBe('1234567,89');
    expect(csvCell(csvDecimal(-1234.5))).toBe('-1234,50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(csvDecimal(-0.001))).toBe('0,00');
    expect(csvCell(-0)).toBe('0');
    expect(csvCell(9007199254740991)).toBe('9007199254740991');
    expect(csvCell(1e21)).toBe('1000000000000000000000');
    expect(csvCell(csvDecimal(1e21))).toBe('1000000000000000000000,00');
    expect(csvCell(1e-7)).toBe('0,0000001');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    // A file that asks for a point keeps it; a comma file quotes a decimal comma.
    expect(csvCell(csvDecimal(10.5), { decimal: '.' })).toBe('10.50');
    expect(csvCell(csvDecimal(10.5), { separator: ',' })).toBe('"10,50"');
  });

  it('quotes cells with commas, semicolons and quotes, doubling the quotes', () => {
    expect(csvCell('Silva, Carlos')).toBe('"Silva, Carlos"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a|b', { separator: '|' })).toBe('"a|b"');
    expect(csvCell('Auto Peças "O Rei"')).toBe('"Auto Peças ""O Rei"""');
    expect(csvCell(' espaço ')).toBe('" espaço "');
  });

  it('quotes cells with line breaks and keeps them inside the cell', () => {
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12,50')).toBe('"\'-12,50"');
    expect(csvCell('+5511')).toBe("'+5511");
    expect(csvCell(csvDecimal(-12.5))).toBe('-12,50');
  });

  it.each([
    ['a space', ' =1+1'],
    ['spaces and a tab', '  \t-2+3'],
    ['a non-breaking space', '\u00a0=HYPERLINK("http://x")'],
    ['a narrow non-breaking space', '\u202f+5511'],
    ['an ideographic space', '\u3000=1'],
    ['a zero-width space', '\u200b@SUM(A1)'],
    ['a zero-width joiner and a word joiner', '\u200d\u2060=1'],
    ['a byte-order mark', '\ufeff-1+1'],
    ['a soft hyphen', '\u00ad=1'],
    ['a line break', '\n=1'],
  ])('neutralises a formula behind %s: the cell starts with an apostrophe, the text kept', (_, text) => {
    const cell = csvCell(text);
    const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(inner).toBe(`'${text}`);
  });

  it('leaves text that merely contains a formula sign, or begins with blanks and a word, alone', () => {
    expect(csvCell(' Peça = 2')).toBe('" Peça = 2"');
    expect(csvCell('\u00a0Ana')).toBe('"\u00a0Ana"');
    expect(csvCell('\u200bAna')).toBe('\u200bAna');
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('joins a header and rows with CRLF and ";" unless told otherwise', () => {
    const csv = toCsv(
      ['Nome', 'Plano', 'Situação'],
      [
        ['José, o "Zé"', 'Basic', 'Ativo'],
        ['Ana\nRibeiro', 'Premium', 'Aguardando'],
      ],
    );
    expect(csv).toBe('Nome;Plano;Situação\r\n"José, o ""Zé""";Basic;Ativo\r\n"Ana\nRibeiro";Premium;Aguardando');
    expect(toCsv(['a', 'b'], [[1.5, 'x,y']], { separator: ',', decimal: '.' })).toBe('a,b\r\n1.5,"x,y"');
  });

  it('writes dates as dd/mm/aaaa in Brasília', () => {
    expect(csvDate('2026-11-21')).toBe('21/11/2026');
    // 01:30 UTC on the 22nd is still the 21st in Brasília.
    expect(csvDate('2026-11-22T01:30:00.000Z')).toBe('21/11/2026');
    expect(csvDate('')).toBe('');
    expect(csvDate(null)).toBe('');
  });

  it('reads back, cell for cell, through a spreadsheet-style parser', () => {
    const rows = [
      ['João Ávila; "Peças & Cia"', csvDecimal(-1234.56), csvDate('2026-01-05'), 'multi\r\nlinha', '=1+1'],
      ['Çãõ, ü', csvDecimal(98765432.1), csvDate('2026-12-31T23:59:00-03:00'), '', 'plain'],
      [null, 0, 'ação', '"', ';'],
    ] as const;
    const parsed = parseCsv(toCsv(['Nome', 'Valor', 'Data', 'Nota', 'Texto'], rows));
    expect(parsed).toEqual([
      ['Nome', 'Valor', 'Data', 'Nota', 'Texto'],
      ['João Ávila; "Peças & Cia"', '-1234,56', '05/01/2026', 'multi\r\nlinha', "'=1+1"],
      ['Çãõ, ü', '98765432,10', '31/12/2026', '', 'plain'],
      ['', '0', 'ação', '"', ';'],
    ]);
    expect(readNumber(parsed[1][1])).toBe(-1234.56);
    expect(readNumber(parsed[2][1])).toBe(98765432.1);
    expect(parsed.every((r) => r.length === 5)).toBe(true);
  });

  it('names the file with the day in Brasília', () => {
    expect(csvFileName('ordens-pagamento', new Date('2026-11-23T15:00:00Z'))).toBe('ordens-pagamento-2026-11-23.csv');
    // 23:30 in Brasília is already the next day in UTC: the file keeps the local day.
    expect(csvFileName('relatorio', new Date('2026-11-24T02:30:00Z'))).toBe('relatorio-2026-11-23.csv');
  });

  it('builds a UTF-8 file that starts with a byte-order mark', async () => {
    const blob = csvBlob(toCsv(['Situação'], [['Ação']]));
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}Situação\r\nAção`);
  });
});
