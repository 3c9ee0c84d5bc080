import { foldText } from '@/lib/format';

/**
 * The columns of the import spreadsheet, in the template's order, and the Portuguese headers
 * accepted for each. A header matches whatever its case, accents, spaces, '_' or '-'.
 */
export const IMPORT_COLUMNS = [
  'part_name',
  'code',
  'manufacturer',
  'brand',
  'model',
  'description',
  'price',
  'quantity',
  'is_new',
  'is_national',
  'images',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns a sheet may leave out: the code is optional, and condition and origin default to new and national (the form's defaults). */
export const OPTIONAL_COLUMNS: readonly ImportColumn[] = ['code', 'is_new', 'is_national'];

const ALIASES: Record<ImportColumn, string[]> = {
  part_name: ['Nome da peça', 'Nome', 'Peça', 'Nome peça', 'Produto'],
  code: ['Código', 'Código da peça', 'Cód', 'Cód.', 'Referência'],
  manufacturer: ['Fabricante'],
  brand: ['Marca', 'Marcas', 'Marcas compatíveis', 'Marca compatível'],
  model: ['Modelo', 'Modelos', 'Modelos e anos compatíveis', 'Modelos compatíveis', 'Modelo compatível'],
  description: ['Descrição'],
  price: ['Preço', 'Valor', 'Preço (R$)', 'Valor (R$)'],
  quantity: ['Quantidade', 'Qtd', 'Qtde', 'Qtd.', 'Estoque'],
  is_new: ['Nova', 'Novo', 'Peça nova', 'É nova', 'Condição nova'],
  is_national: ['Nacional', 'Peça nacional', 'É nacional'],
  images: ['Imagens', 'Imagem', 'Fotos', 'Foto'],
};

/** A header as it is compared: no BOM, lower case, no accents, one space between words, no trailing dot or colon. */
export function headerKey(header: string): string {
  return foldText(header.replace(/^\uFEFF/, ''))
    .replace(/[_\s-]+/g, ' ')
    .replace(/[.:]+$/, '')
    .trim();
}

const byKey = new Map<string, ImportColumn>();
for (const column of IMPORT_COLUMNS) {
  byKey.set(headerKey(column), column);
  for (const alias of ALIASES[column]) byKey.set(headerKey(alias), column);
}

/** The column a header names, or null for a column the import does not know. */
export function columnOf(header: string): ImportColumn | null {
  return byKey.get(headerKey(header)) ?? null;
}

export interface HeaderMap {
  /** Per cell of the header row: the column it holds, or null (ignored). */
  columns: (ImportColumn | null)[];
  /** Required columns no header names. */
  missing: ImportColumn[];
  /** Headers that name no column (their cells are ignored), and a column's second header. */
  ignored: string[];
}

/** Reads the header row: which cell holds which column; the first header of a column wins. */
export function mapHeader(cells: readonly string[]): HeaderMap {
  const seen = new Set<ImportColumn>();
  const ignored: string[] = [];
  const columns = cells.map((cell) => {
    const column = columnOf(cell);
    if (!column || seen.has(column)) {
      if (cell.trim()) ignored.push(cell.trim());
      return null;
    }
    seen.add(column);
    return column;
  });
  const missing = IMPORT_COLUMNS.filter((c) => !seen.has(c) && !OPTIONAL_COLUMNS.includes(c));
  return { columns, missing, ignored };
}
