import { CSV_BOM, csvBlob, csvCell, toCsv } from '@/lib/csv';

// jsdom's Blob has no arrayBuffer(); FileReader reads it the way a browser would.
const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('csv', () => {
  it('leaves plain cells as they are and keeps accents', () => {
    expect(csvCell('Peças São João')).toBe('Peças São João');
    expect(csvCell(49.9)).toBe('49.9');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, semicolons and quotes, doubling the quotes', () => {
    expect(csvCell('Silva, Carlos')).toBe('"Silva, Carlos"');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('Auto Peças "O Rei"')).toBe('"Auto Peças ""O Rei"""');
  });

  it('quotes cells with line breaks and keeps them inside the cell', () => {
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('joins a header and rows with CRLF and the chosen separator', () => {
    const csv = toCsv(
      ['Nome', 'Plano', 'Situação'],
      [
        ['José, o "Zé"', 'Basic', 'Ativo'],
        ['Ana\nRibeiro', 'Premium', 'Aguardando'],
      ],
      ';',
    );
    expect(csv).toBe('Nome;Plano;Situação\r\n"José, o ""Zé""";Basic;Ativo\r\n"Ana\nRibeiro";Premium;Aguardando');
  });

  it('builds a UTF-8 file that starts with a byte-order mark', async () => {
    const blob = csvBlob(toCsv(['Situação'], [['Ação']]));
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(blob);
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}Situação\r\nAção`);
  });
});
