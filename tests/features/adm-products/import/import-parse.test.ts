import { i18n } from '@/app/i18n';
import { columnOf, mapHeader } from '@/features/adm-products/import/import-columns';
import { templateCsv, templateXlsx } from '@/features/adm-products/import/import-files';
import {
  decodeText,
  detectDelimiter,
  parseBoolean,
  parseCsv,
  parsePrice,
  parseQuantity,
  parseRecords,
  readSheetFile,
  splitImages,
  type PhotoCheck,
} from '@/features/adm-products/import/import-parse';
import { lineErrorText } from '@/features/adm-products/import/import-texts';

const HEADER = 'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images';
const PHOTOS: PhotoCheck[] = [
  { name: 'a.jpg', ok: true },
  { name: 'b.png', ok: true },
  { name: 'fake.jpg', ok: false },
];

beforeAll(async () => {
  await i18n.loadLanguages('en');
});

const pt = () => i18n.getFixedT('pt', 'advertiser');
const en = () => i18n.getFixedT('en', 'advertiser');

/** Every message of a parsed CSV, as the preview shows them. */
function messages(csv: string, photos = PHOTOS, t = pt()): string[] {
  const { rows } = parseRecords(parseCsv(csv), photos);
  return rows.flatMap((r) => r.errors.map((e) => lineErrorText(t, r.line, e)));
}

describe('import header', () => {
  it('takes canonical names and Portuguese aliases whatever the case, accents and separators', () => {
    expect(columnOf('part_name')).toBe('part_name');
    expect(columnOf('Nome da peça')).toBe('part_name');
    expect(columnOf('NOME DA PECA')).toBe('part_name');
    expect(columnOf('Preço')).toBe('price');
    expect(columnOf('preco')).toBe('price');
    expect(columnOf('Quantidade')).toBe('quantity');
    expect(columnOf('Código')).toBe('code');
    expect(columnOf('Descrição')).toBe('description');
    expect(columnOf('Peça nova')).toBe('is_new');
    expect(columnOf('Nacional')).toBe('is_national');
    expect(columnOf('Fotos')).toBe('images');
    expect(columnOf('\uFEFFpart-name')).toBe('part_name');
    expect(columnOf('cor')).toBeNull();
  });

  it('names the required columns that are missing and the ones it ignores', () => {
    const map = mapHeader(['Nome da peça', 'Preço', 'Cor', 'preco']);
    expect(map.columns).toEqual(['part_name', 'price', null, null]);
    expect(map.missing).toEqual(['manufacturer', 'brand', 'model', 'description', 'quantity', 'images']);
    expect(map.ignored).toEqual(['Cor', 'preco']);
  });
});

describe('import file reading', () => {
  it('detects ; and , as the separator from the header line', () => {
    expect(detectDelimiter(`${HEADER}\r\nx`)).toBe(';');
    expect(detectDelimiter('part_name,price,quantity\n"a;b",1,2')).toBe(',');
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(parseCsv('a,b\n"x, y",2')).toEqual([
      ['a', 'b'],
      ['x, y', '2'],
    ]);
  });

  it('reads UTF-8 (with or without BOM) and falls back to Windows-1252', () => {
    const utf8 = new TextEncoder().encode('Peça;Preço');
    expect(decodeText(utf8)).toBe('Peça;Preço');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Peça;Preço');
    // 'Peça' as Excel saves it in Portuguese: ç is the single byte 0xE7.
    expect(decodeText(new Uint8Array([0x50, 0x65, 0xe7, 0x61]))).toBe('Peça');
  });

  it('reads a Windows-1252 file with a Portuguese header end to end', async () => {
    const text = 'Nome da peça;Fabricante;Marca;Modelo;Descrição;Preço;Quantidade;Imagens\r\nPeça nº 1;Bosch;VW;Gol;Boa peça;10,50;2;a.jpg\r\n';
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    expect(bytes.includes(0xe7)).toBe(true);
    const records = await readSheetFile(new Blob([bytes]));
    const { header, rows } = parseRecords(records, PHOTOS);
    expect(header.missing).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0].values.part_name).toBe('Peça nº 1');
    expect(rows[0].values.price).toBe(10.5);
    expect(rows[0].errors).toEqual([]);
  });

  it('offers a CSV template with the 11 columns and an example row that imports cleanly', () => {
    const records = parseCsv(templateCsv());
    expect(records[0]).toEqual(HEADER.split(';'));
    const { rows } = parseRecords(records, [
      { name: 'pastilha-1.jpg', ok: true },
      { name: 'pastilha-2.jpg', ok: true },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].errors).toEqual([]);
    expect(rows[0].values.price).toBe(1234.56);
    expect(rows[0].images).toEqual(['pastilha-1.jpg', 'pastilha-2.jpg']);
  });

  it('writes an XLSX template that reads back as the same columns and example', async () => {
    const blob = await templateXlsx();
    const records = await readSheetFile(blob);
    expect(records[0]).toEqual(HEADER.split(';'));
    const { rows } = parseRecords(records, [
      { name: 'pastilha-1.jpg', ok: true },
      { name: 'pastilha-2.jpg', ok: true },
    ]);
    expect(rows[0]).toMatchObject({ line: 2, errors: [], values: { price: 1234.56, quantity: 10, is_new: true, is_national: true } });
  });
});

describe('import values', () => {
  it('reads prices written the Brazilian or the international way', () => {
    expect(parsePrice('1.234,56')).toBe(1234.56);
    expect(parsePrice('1234,56')).toBe(1234.56);
    expect(parsePrice('1234.56')).toBe(1234.56);
    expect(parsePrice('1,234.56')).toBe(1234.56);
    expect(parsePrice('R$ 1.234,56')).toBe(1234.56);
    expect(parsePrice('R$\u00a089,9')).toBe(89.9);
    expect(parsePrice('1.234')).toBe(1234);
    expect(parsePrice('1.234.567,8')).toBe(1234567.8);
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(99.999)).toBe(100);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice('-5')).toBe(-5);
    expect(parsePrice('-1.234,5')).toBe(-1234.5);
    for (const bad of ['abc', '1,2,3,4', '12,345', '1.2.3', '--5', '5-', '10,555', '1.23.456']) expect(parsePrice(bad), bad).toBeNaN();
  });

  it('reads quantities as whole numbers', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('1.000')).toBe(1000);
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('-3')).toBe(-3);
    expect(parseQuantity('2,5')).toBeNaN();
    expect(parseQuantity(2.5)).toBeNaN();
  });

  it('reads yes/no as 1/0, sim/não, s/n, true/false and yes/no', () => {
    for (const yes of ['1', 'sim', 'SIM', 'S', 'true', 'True', 'yes', true]) expect(parseBoolean(yes), String(yes)).toBe(true);
    for (const no of ['0', 'não', 'NÃO', 'nao', 'n', 'false', 'no', false]) expect(parseBoolean(no), String(no)).toBe(false);
    expect(parseBoolean('')).toBeNull();
    expect(parseBoolean('talvez')).toBeUndefined();
  });

  it('splits the photo names by |', () => {
    expect(splitImages(' a.jpg | b.png||a.jpg ')).toEqual(['a.jpg', 'b.png']);
    expect(splitImages('')).toEqual([]);
  });
});

describe('import row checks', () => {
  const valid = 'Filtro;F1;Bosch;VW;Gol 2010;Filtro de óleo;25,90;3;sim;não;a.jpg|b.png';

  it('accepts a complete row and builds the part as the form sends it', () => {
    const { rows } = parseRecords(parseCsv(`${HEADER}\n${valid}\n`), PHOTOS);
    expect(rows).toEqual([
      {
        line: 2,
        values: {
          part_name: 'Filtro',
          code: 'F1',
          manufacturer: 'Bosch',
          brand: 'VW',
          model: 'Gol 2010',
          description: 'Filtro de óleo',
          price: 25.9,
          quantity: 3,
          is_new: true,
          is_national: false,
        },
        images: ['a.jpg', 'b.png'],
        errors: [],
      },
    ]);
  });

  it('tells each problem with the sheet line number (the header is line 1; blank lines count)', () => {
    const csv = [
      HEADER,
      valid,
      '',
      'Filtro;F1;Bosch;VW;Gol;Filtro;;3;1;1;a.jpg',
      ';;;VW;Gol;x;abc;0;talvez;1;',
      'Filtro;F1;Bosch;VW;Gol;Filtro;-1;2,5;1;1;a.jpg',
    ].join('\r\n');
    expect(messages(csv)).toEqual([
      'linha 4: preço obrigatório',
      'linha 5: nome da peça obrigatório',
      'linha 5: fabricante obrigatório',
      'linha 5: preço inválido (abc)',
      'linha 5: quantidade mínima é 1',
      'linha 5: is_new inválido (talvez): use sim/não, 1/0 ou true/false',
      'linha 5: ao menos uma foto obrigatória',
      'linha 6: preço deve ser maior que zero',
      'linha 6: quantidade inválida (2,5)',
    ]);
    expect(messages(`${HEADER}\n\n\nFiltro;F1;Bosch;VW;Gol;Filtro;;3;1;1;a.jpg`, PHOTOS, en())).toEqual(['line 4: price required']);
  });

  it('refuses a photo that was not chosen, has another format or is not a real picture', () => {
    const csv = `${HEADER}\nFiltro;;Bosch;VW;Gol;Filtro;10;1;1;1;A.JPG|c.jpg|doc.pdf|fake.jpg`;
    expect(messages(csv)).toEqual([
      'linha 2: foto c.jpg não está entre as fotos escolhidas',
      'linha 2: foto doc.pdf não é jpg, jpeg, png, jfif ou webp',
      'linha 2: foto fake.jpg não é uma imagem válida',
    ]);
    // A name in another case finds the chosen file, under the file's own name.
    expect(parseRecords(parseCsv(csv), PHOTOS).rows[0].images[0]).toBe('a.jpg');
  });

  it('applies the form limits with the catalogue messages', () => {
    const long = 'x'.repeat(121);
    const csv = `${HEADER}\n${long};;Bosch;VW;Gol;Filtro;10000000;100000;1;1;a.jpg`;
    expect(messages(csv)).toEqual([
      'linha 2: O nome da peça pode ter até 120 caracteres.',
      'linha 2: O preço máximo é R$ 9.999.999,99.',
      'linha 2: A quantidade máxima é 99.999.',
    ]);
  });

  it('gives no rows when a required column is missing', () => {
    const { header, rows } = parseRecords(parseCsv('part_name;price\nFiltro;10'), PHOTOS);
    expect(header.missing).toContain('images');
    expect(rows).toEqual([]);
  });
});

describe('import: one rule whatever the file', () => {
  const row = (price: string | number, quantity: string | number) => [
    'Filtro',
    'F1',
    'Bosch',
    'VW',
    'Gol',
    'Filtro de óleo',
    price,
    quantity,
    'sim',
    'sim',
    'a.jpg',
  ];

  /** The messages of one data row read back from a workbook written with these cells. */
  async function xlsxMessages(cells: Array<string | number>): Promise<string[]> {
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const blob = await writeXlsxFile([HEADER.split(';').map((value) => ({ value })), cells.map((value) => ({ value }))]).toBlob();
    const { rows } = parseRecords(await readSheetFile(blob), PHOTOS);
    return rows.flatMap((r) => r.errors.map((e) => lineErrorText(pt(), r.line, e)));
  }

  it('gives a negative stock or price the same message in a CSV (text) as in a workbook (a number cell)', async () => {
    const csv = messages(`${HEADER}\n${row('10', '-3').join(';')}\n${row('-5', '2').join(';')}`);
    expect(csv).toEqual(['linha 2: quantidade mínima é 1', 'linha 3: preço deve ser maior que zero']);
    expect(await xlsxMessages(row(10, -3))).toEqual(['linha 2: quantidade mínima é 1']);
    expect(await xlsxMessages(row(-5, 2))).toEqual(['linha 2: preço deve ser maior que zero']);
  });

  it('skips a row that names no part (only the yes/no defaults, separators or invisible characters) and keeps counting lines', () => {
    const valid = row('10', '2').join(';');
    const csv = [HEADER, valid, ';;;;;;;;sim;não;', '\u200b', ' ; \u00a0 ;;;;;;;;;', valid].join('\r\n');
    const { rows } = parseRecords(parseCsv(csv), PHOTOS);
    expect(rows.map((r) => [r.line, r.errors.length])).toEqual([
      [2, 0],
      [6, 0],
    ]);
  });

  it('refuses a text that begins with "=" (a formula, not text) in any text column, by its line', () => {
    const csv = [
      HEADER,
      '=HYPERLINK("http://x.example");F1;Bosch;VW;Gol;Filtro de óleo;10;2;sim;sim;a.jpg',
      'Filtro; =1+1;Bosch;VW;Gol;=2*3;10;2;sim;sim;a.jpg',
      'Filtro = original;F2;Bosch;VW;Gol;Filtro de óleo;10;2;sim;sim;a.jpg',
    ].join('\n');
    expect(messages(csv)).toEqual([
      'linha 2: O nome da peça não pode começar com "=", que as planilhas leem como fórmula.',
      'linha 3: O código não pode começar com "=", que as planilhas leem como fórmula.',
      'linha 3: A descrição não pode começar com "=", que as planilhas leem como fórmula.',
    ]);
  });
});
