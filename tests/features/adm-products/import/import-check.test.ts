import { unzipSync, zipSync, strToU8 } from 'fflate';
import { i18n } from '@/app/i18n';
import { runSheetCheck, type PhotoDecoder } from '@/features/adm-products/import/import-check';
import type { ParseMessage, ParseRequest, PhotoInput } from '@/features/adm-products/import/import-messages';
import { MAX_SHEET_ROWS, readSheetFile, type ImportRow } from '@/features/adm-products/import/import-parse';
import { lineErrorText, sheetFailureText } from '@/features/adm-products/import/import-texts';
import { leadingBytes } from '@/lib/validation';

/**
 * The import worker's whole check (import-check.ts, what import.worker.ts runs), with the picture
 * decoder passed in: jsdom decodes no picture, the browser suite checks the real one.
 */

const HEADER = 'part_name;code;manufacturer;brand;model;description;price;quantity;is_new;is_national;images';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
/** A PNG signature followed by bytes that are no picture. */
const FAKE_PNG = new Uint8Array([...PNG.slice(0, 8), ...Array.from({ length: 200 }, (_, i) => (i * 73 + 11) % 256)]);

const pt = () => i18n.getFixedT('pt', 'advertiser');
const row = (name: string, code: string, images = 'a.png') => `${name};${code};Bosch;VW;Gol 2010;Filtro de óleo;25,90;3;sim;não;${images}`;

interface Outcome {
  messages: ParseMessage[];
  rows: ImportRow[];
  failed?: Extract<ParseMessage, { type: 'failed' }>;
}

async function check(file: Blob, options: { photos?: PhotoInput[]; existingCodes?: string[] | null; decode?: PhotoDecoder } = {}): Promise<Outcome> {
  const messages: ParseMessage[] = [];
  const request: ParseRequest = { file, photos: options.photos ?? [{ name: 'a.png', file: new Blob([PNG]) }], existingCodes: options.existingCodes ?? [] };
  await runSheetCheck(request, (m) => messages.push(m), options.decode ?? (async () => true));
  return {
    messages,
    rows: messages.flatMap((m) => (m.type === 'rows' ? m.rows : [])),
    failed: messages.find((m): m is Extract<ParseMessage, { type: 'failed' }> => m.type === 'failed'),
  };
}

const texts = (rows: ImportRow[], kind: 'errors' | 'warnings') => rows.flatMap((r) => (r[kind] ?? []).map((e) => lineErrorText(pt(), r.line, e)));

describe('import check: an unclosed quote', () => {
  it('names the line where the quote opened instead of reading the rest of the file as one cell', async () => {
    const csv = [HEADER, row('Filtro 1', 'F1'), row('"Pastilha 1/2', 'F2'), row('Filtro 3', 'F3'), row('Filtro 4', 'F4')].join('\r\n');
    await expect(readSheetFile(new Blob([csv]))).rejects.toMatchObject({ reason: 'unclosedQuote', line: 3 });
    const { failed, rows } = await check(new Blob([csv]));
    expect(rows).toEqual([]);
    expect(failed).toMatchObject({ reason: 'unclosedQuote', line: 3 });
    expect(sheetFailureText(pt(), failed!)).toBe(
      'Há aspas (") abertas na linha 3 que não se fecham: o resto do arquivo seria lido como um só campo. Feche ou retire essas aspas e escolha o arquivo de novo.',
    );
  });

  it('still reads a quoted cell that holds a line break or a doubled quote', async () => {
    const csv = [HEADER, row('"Filtro ""premium""\nnovo"', 'F1'), row('Filtro 2', 'F2')].join('\r\n');
    const { rows, failed } = await check(new Blob([csv]));
    expect(failed).toBeUndefined();
    expect(rows.map((r) => [r.line, r.values.part_name])).toEqual([
      [2, 'Filtro "premium"\nnovo'],
      [3, 'Filtro 2'],
    ]);
  });
});

/** A workbook whose first sheet has `count` data rows, its sheet written directly (write-excel-file takes a minute for 100,000 rows). */
async function bigWorkbook(count: number): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const small = await writeXlsxFile([[{ value: 'part_name' }], [{ value: 'x' }]]).toBlob();
  const files = unzipSync(await leadingBytes(small, small.size));
  const sheetPath = Object.keys(files).find((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))!;
  const xml = new TextDecoder().decode(files[sheetPath]);
  const rows: string[] = ['<row r="1"><c r="A1" t="inlineStr"><is><t>part_name</t></is></c></row>'];
  for (let r = 2; r <= count + 1; r++) rows.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Peça ${r}</t></is></c></row>`);
  files[sheetPath] = strToU8(xml.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, `<sheetData>${rows.join('')}</sheetData>`));
  return new Blob([zipSync(files)]);
}

describe('import check: the row limit', () => {
  it(`reads a CSV of ${MAX_SHEET_ROWS.toLocaleString('en')} rows (and its trailing blank lines) and refuses one row more, saying the limit`, async () => {
    const lines = [HEADER];
    for (let n = 1; n <= MAX_SHEET_ROWS; n++) lines.push(`P${n}`);
    const atLimit = `${lines.join('\n')}\n\n\n`;
    expect((await readSheetFile(new Blob([atLimit]))).length).toBeGreaterThan(MAX_SHEET_ROWS);
    const { failed } = await check(new Blob([`${lines.join('\n')}\nP${MAX_SHEET_ROWS + 1}\n`]));
    expect(failed).toMatchObject({ reason: 'tooManyRows', limit: MAX_SHEET_ROWS });
    expect(sheetFailureText(pt(), failed!)).toBe(
      'A planilha tem mais de 100.000 linhas de peças, o limite de uma importação. Divida-a em planilhas menores e importe uma de cada vez.',
    );
  }, 60_000);

  it('refuses a workbook above the limit before its rows are read', async () => {
    const { failed } = await check(await bigWorkbook(MAX_SHEET_ROWS + 1));
    expect(failed).toMatchObject({ reason: 'tooManyRows', limit: MAX_SHEET_ROWS });
  }, 60_000);
});

describe('import check: workbooks', () => {
  // Whether the reader starts a worker of its own is the browser suite's to see (product-import-checks.spec.ts,
  // under the CSP): here the reader's unzip library runs on Node's worker_threads, which no CSP governs.
  it('reads a 2,000-row workbook (a sheet over 512 KB), telling the page how many rows it reads before it checks them', async () => {
    const { default: writeXlsxFile } = await import('write-excel-file/universal');
    const sheet = [HEADER.split(';').map((value) => ({ value }))];
    for (let n = 1; n <= 2000; n++)
      sheet.push(
        row(`Peça ${n}`, `C-${n}`)
          .split(';')
          .map((value) => ({ value })),
      );
    const blob = await writeXlsxFile(sheet).toBlob();
    const { messages, rows, failed } = await check(blob);
    expect(failed).toBeUndefined();
    expect(rows).toHaveLength(2000);
    expect(rows.every((r) => r.errors.length === 0)).toBe(true);
    expect(messages[0]).toEqual({ type: 'reading', rows: 2000 });
    expect(messages.at(-1)).toEqual({ type: 'done', total: 2000 });
  }, 60_000);
});

describe('import check: repeated codes', () => {
  it("warns on a code repeated within the sheet and on one the seller's parts already have (any case)", async () => {
    const csv = [HEADER, ...Array.from({ length: 5 }, () => row('Filtro', 'DUP-1')), row('Vela', 'bos-12345'), row('Outra', 'F9'), row('Sem código', '')].join(
      '\n',
    );
    const { rows } = await check(new Blob([csv]), { existingCodes: ['BOS-12345', 'XYZ-1'] });
    expect(texts(rows, 'errors')).toEqual([]);
    expect(texts(rows, 'warnings')).toEqual([
      'linha 3: código DUP-1 repete a linha 2',
      'linha 4: código DUP-1 repete a linha 2',
      'linha 5: código DUP-1 repete a linha 2',
      'linha 6: código DUP-1 repete a linha 2',
      'linha 7: código bos-12345 já existe entre as suas peças',
    ]);
  });
});

describe('import check: photos', () => {
  it('decodes each photo the sheet names before accepting it, and names the one that does not decode', async () => {
    const real = new Blob([PNG]);
    const fake = new Blob([FAKE_PNG]);
    const unused = new Blob([PNG]);
    const decoded: Blob[] = [];
    const decode: PhotoDecoder = async (file) => {
      decoded.push(file);
      return file !== fake;
    };
    const csv = [HEADER, row('Filtro', 'F1', 'a.png'), row('Vela', 'F2', 'FALSA.png|a.png')].join('\n');
    const photos: PhotoInput[] = [
      { name: 'a.png', file: real },
      { name: 'falsa.png', file: fake },
      { name: 'sobra.png', file: unused },
    ];
    const { rows, messages } = await check(new Blob([csv]), { photos, decode });
    expect(texts(rows, 'errors')).toEqual(['linha 3: foto falsa.png não é uma imagem válida']);
    expect(decoded.sort((a, b) => a.size - b.size)).toEqual([real, fake].sort((a, b) => a.size - b.size));
    // The results go back to the page, which does not ask for them again.
    expect(messages.filter((m) => m.type === 'photos').at(-1)).toMatchObject({
      done: 2,
      total: 2,
      checks: [
        { name: 'a.png', ok: true },
        { name: 'falsa.png', ok: false },
      ],
    });
    decoded.length = 0;
    const again = await check(new Blob([csv]), { photos: photos.map((p) => ({ ...p, ok: p.file !== fake })), decode });
    expect(decoded).toEqual([]);
    expect(texts(again.rows, 'errors')).toEqual(['linha 3: foto falsa.png não é uma imagem válida']);
  });

  it('refuses a file whose first bytes are no picture without decoding it', async () => {
    const decode = vi.fn(async () => true);
    const csv = [HEADER, row('Filtro', 'F1', 'texto.png')].join('\n');
    const { rows } = await check(new Blob([csv]), { photos: [{ name: 'texto.png', file: new Blob(['não sou imagem']) }], decode });
    expect(texts(rows, 'errors')).toEqual(['linha 2: foto texto.png não é uma imagem válida']);
    expect(decode).not.toHaveBeenCalled();
  });
});
