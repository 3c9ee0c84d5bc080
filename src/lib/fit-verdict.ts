/**
 * Does a part fit the buyer's vehicle, going by the advertiser's compatibility text alone?
 * The answer claims a fit only where the text names the vehicle's model and states a year range
 * (or a year) that holds the vehicle's year; anything less asks the buyer to check.
 */
import { foldText } from './format';

export interface FitVehicle {
  make: string;
  model: string;
  year: number;
  /**
   * Longer model names of the same make that contain this one ('Onix Plus' for 'Onix'): a
   * mention of those is not a mention of this model.
   */
  variants?: readonly string[];
}

/** A stated year span; null is an open end ('a partir de 2015', 'até 2012'). */
export interface YearRange {
  from: number | null;
  to: number | null;
}

export type FitVerdict =
  /** The text names the model and a year span that holds the vehicle's year. */
  | { kind: 'fits' }
  /** The text names the model with other years. */
  | { kind: 'otherYears'; years: YearRange[] }
  /** The text names the model but states no year for it. */
  | { kind: 'noYear' }
  /** The text names the model and the year, but also an exception ('exceto', 'não serve'). */
  | { kind: 'exceptions' }
  /** The text does not name the model. */
  | { kind: 'notMentioned' };

interface Token {
  kind: 'word' | 'num' | 'punct';
  text: string;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // An engine size ('1.6', '2,0') is one word, never a year; every other mark is a token of its own.
  for (const [t] of foldText(text).matchAll(/\b\d[.,]\d\b|[a-z0-9]+|\n|[^\sa-z0-9]/g)) {
    tokens.push({ kind: /^\d+$/.test(t) ? 'num' : /[a-z0-9]/.test(t) ? 'word' : 'punct', text: t });
  }
  return tokens;
}

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Makes of the Brazilian market with the names and abbreviations listings use for them. */
const MAKES: readonly string[][] = [
  ['volkswagen', 'vw', 'volks'],
  ['chevrolet', 'gm', 'chevy'],
  ['fiat'],
  ['ford'],
  ['toyota'],
  ['honda'],
  ['hyundai'],
  ['renault'],
  ['nissan'],
  ['jeep'],
  ['peugeot'],
  ['citroen'],
  ['mitsubishi'],
  ['kia'],
  ['bmw'],
  ['mercedes benz', 'mercedes', 'mb'],
  ['audi'],
  ['caoa chery', 'chery'],
  ['volvo'],
  ['suzuki'],
  ['land rover'],
  ['dodge'],
  ['ram'],
  ['byd'],
  ['gwm'],
  ['jac'],
  ['troller'],
].map((group) => group.map((name) => words(name).join(' ')));

function makeGroupOf(make: string): string[] {
  const name = words(make).join(' ');
  return MAKES.find((group) => group.includes(name)) ?? [name];
}

const SENTENCE_END = new Set(['.', ';', '!', '?', '|', '\n']);
/** What may sit between the years of one list: '2009, 2010 e 2011', 'anos 09/12 ou 2014'. */
const LIST_JOINS = new Set([',', '/', '-', '–', '—', 'e', 'ou', 'a', 'ate', 'anos', 'ano', 'de', 'do', 'da', 'modelo', 'modelos', ':', '(', ')', '&']);
const RANGE_JOINS = new Set(['-', '–', '—', '/', 'a', 'ate', 'ao', '~']);
/** A number followed by one of these is a size or a count, not a year ('10 a 12 mm'). */
const UNITS = new Set([
  'mm',
  'cm',
  'm',
  'kg',
  'g',
  'v',
  'w',
  'cv',
  'hp',
  'l',
  'lm',
  'pol',
  'polegadas',
  'litros',
  'pecas',
  'unidades',
  'km',
  'dentes',
  'furos',
]);
/** Words allowed between the model and its years ('Gol G5 1.6 flex, anos 2009 a 2012'). */
const MAX_WORDS_BEFORE_YEARS = 6;
const EXCEPTION = /\b(exceto|excepto|salvo|incompativel|nao (serve|e compativel|compativel|atende|encaixa|cabe|funciona))\b|(?<!\bpelo )\bmenos\b/;

const isYear4 = (t: Token | undefined) => t?.kind === 'num' && t.text.length === 4 && Number(t.text) >= 1900 && Number(t.text) <= 2099;
const isYear2 = (t: Token | undefined) => t?.kind === 'num' && t.text.length === 2;
const textAt = (tokens: Token[], i: number) => tokens[i]?.text ?? '';

/** '09' is 2009 up to next year's two digits, else 1909 + 100 ('98' is 1998). */
function fullYear(yy: number, currentYear: number): number {
  return yy <= (currentYear + 1) % 100 ? 2000 + yy : 1900 + yy;
}

/** The end of a span given in two digits, in the century of its start ('2009/12', '1998/02'). */
function endYear(from: number, to: Token): number {
  if (to.text.length === 4) return Number(to.text);
  const inCentury = from - (from % 100) + Number(to.text);
  return inCentury < from ? inCentury + 100 : inCentury;
}

interface Found {
  range: YearRange;
  next: number;
}

/** Open ends after a year: '2015 em diante', '2015+', '2015 ou superior', '2015 pra frente'. */
function openEndAt(tokens: Token[], i: number): number | null {
  const a = textAt(tokens, i);
  const b = textAt(tokens, i + 1);
  if (a === '+' || a === '>') return i + 1;
  if (a === 'em' && b === 'diante') return i + 2;
  if ((a === 'pra' || a === 'para') && b === 'frente') return i + 2;
  if (a === 'ou' && ['superior', 'superiores', 'acima', 'posterior', 'posteriores', 'mais'].includes(b)) return i + 2;
  if (a === 'acima') return i + 1;
  return null;
}

/** A year or a span of years starting at token i, in any of the forms listings use. */
function yearAt(tokens: Token[], i: number, currentYear: number): Found | null {
  const t = tokens[i];
  // 'a partir de 2015', 'desde 2015', 'até 2012'
  if (t.text === 'a' && textAt(tokens, i + 1) === 'partir' && ['de', 'do'].includes(textAt(tokens, i + 2)) && isYear4(tokens[i + 3])) {
    return { range: { from: Number(tokens[i + 3].text), to: null }, next: i + 4 };
  }
  if (t.text === 'desde' && isYear4(tokens[i + 1])) return { range: { from: Number(tokens[i + 1].text), to: null }, next: i + 2 };
  if (t.text === 'ate' && isYear4(tokens[i + 1])) return { range: { from: null, to: Number(tokens[i + 1].text) }, next: i + 2 };

  let found: Found | null = null;
  if (isYear4(t)) {
    const from = Number(t.text);
    const to = tokens[i + 2];
    const open = openEndAt(tokens, i + 1);
    if (RANGE_JOINS.has(textAt(tokens, i + 1)) && (isYear4(to) || isYear2(to))) {
      const end = endYear(from, to);
      found = { range: { from: Math.min(from, end), to: Math.max(from, end) }, next: i + 3 };
    } else if (open !== null) {
      found = { range: { from, to: null }, next: open };
    } else {
      found = { range: { from, to: from }, next: i + 1 };
    }
  } else if (isYear2(t) && RANGE_JOINS.has(textAt(tokens, i + 1)) && (isYear2(tokens[i + 2]) || isYear4(tokens[i + 2]))) {
    // Two digits only as a span ('09/12', '09 a 12'): a lone '10' is as likely a size or a count.
    const from = fullYear(Number(t.text), currentYear);
    const end = endYear(from, tokens[i + 2]);
    found = { range: { from, to: end }, next: i + 3 };
  }
  if (found && UNITS.has(textAt(tokens, found.next))) return null;
  return found;
}

/** The years stated right after a mention of the model: the first list of years within a few words, in the same sentence. */
function yearsAfter(tokens: Token[], start: number, currentYear: number): YearRange[] {
  const found: YearRange[] = [];
  let gap = 0;
  for (let i = start; i < tokens.length;) {
    const t = tokens[i];
    if (SENTENCE_END.has(t.text)) break;
    const year = yearAt(tokens, i, currentYear);
    if (year) {
      found.push(year.range);
      i = year.next;
      continue;
    }
    if (found.length) {
      if (!LIST_JOINS.has(t.text)) break;
    } else if (t.kind !== 'punct' && ++gap > MAX_WORDS_BEFORE_YEARS) break;
    i += 1;
  }
  return found;
}

/** Years that open the sentence of a mention, before any other word: 'Anos 2009 a 2012: Gol, Voyage e Saveiro'. */
function yearsOpeningSentence(tokens: Token[], mention: number, currentYear: number): YearRange[] {
  let start = mention;
  while (start > 0 && !SENTENCE_END.has(tokens[start - 1].text)) start -= 1;
  let i = start;
  while (
    i < mention &&
    (tokens[i].kind === 'punct' || ['anos', 'ano', 'modelos', 'modelo', 'linha', 'de', 'para'].includes(tokens[i].text)) &&
    !yearAt(tokens, i, currentYear)
  )
    i += 1;
  if (i >= mention || !yearAt(tokens, i, currentYear)) return [];
  return yearsAfter(tokens, i, currentYear);
}

/** Where a name (as words) is written at token i: 'T-Cross', 'T Cross', 'TCross'. Returns the token after it. */
function nameAt(tokens: Token[], i: number, name: string[]): number | null {
  if (name.length > 1 && textAt(tokens, i) === name.join('')) return i + 1;
  let j = i;
  for (let k = 0; k < name.length; k++) {
    if (k > 0 && textAt(tokens, j) === '-') j += 1;
    if (textAt(tokens, j) !== name[k]) return null;
    j += 1;
  }
  return j;
}

/** The make written right before token i ('VW Gol', 'Mercedes-Benz Sprinter'), as its group, if any. */
function makeBefore(tokens: Token[], i: number): string[] | null {
  for (const group of MAKES) {
    for (const alias of group) {
      const name = alias.split(' ');
      for (let start = Math.max(0, i - name.length * 2); start < i; start++) {
        if (nameAt(tokens, start, name) === i) return group;
      }
    }
  }
  return null;
}

/** The token ranges where the text names this model of this make. */
function mentionsOf(tokens: Token[], vehicle: FitVehicle): Array<[number, number]> {
  const model = words(vehicle.model);
  if (model.length === 0) return [];
  const ownMake = makeGroupOf(vehicle.make);
  // A model named by a number ('2008', '208') counts only after its make: '2008' alone is a year.
  const needsMake = model.every((w) => /^\d+$/.test(w));
  const variants = (vehicle.variants ?? []).map(words).filter((v) => v.length > model.length);
  const out: Array<[number, number]> = [];
  for (let i = 0; i < tokens.length; i++) {
    const end = nameAt(tokens, i, model);
    if (end === null) continue;
    // 'Onix Plus' is not an 'Onix': a longer model of the make written over this mention.
    const partOfVariant = variants.some((v) =>
      v.some(
        (_, k) => k + model.length <= v.length && v.slice(k, k + model.length).join(' ') === model.join(' ') && i - k >= 0 && nameAt(tokens, i - k, v) !== null,
      ),
    );
    if (partOfVariant) continue;
    const make = makeBefore(tokens, i);
    if (make && make !== ownMake && !make.some((m) => ownMake.includes(m))) continue;
    if (needsMake && !make) continue;
    out.push([i, end]);
  }
  return out;
}

/**
 * Every year or span of years a text states, in the forms listings use ('2010', '2009 a 2012',
 * '09/12', 'a partir de 2015'); a size ('10 a 12 mm') or an engine ('1.6') is not a year.
 */
export function yearRangesIn(text: string, currentYear = new Date().getFullYear()): YearRange[] {
  const tokens = tokenize(text);
  const found: YearRange[] = [];
  for (let i = 0; i < tokens.length;) {
    const year = yearAt(tokens, i, currentYear);
    if (year) {
      found.push(year.range);
      i = year.next;
    } else i += 1;
  }
  return found;
}

const holds = (range: YearRange, year: number) => (range.from === null || year >= range.from) && (range.to === null || year <= range.to);

/**
 * The verdict of a compatibility text for a vehicle. `currentYear` reads two-digit years
 * ('09/12' is 2009 to 2012; '98/02' is 1998 to 2002).
 */
export function fitVerdict(text: string, vehicle: FitVehicle, currentYear = new Date().getFullYear()): FitVerdict {
  const tokens = tokenize(text);
  const mentions = mentionsOf(tokens, vehicle);
  if (mentions.length === 0) return { kind: 'notMentioned' };
  const years: YearRange[] = [];
  for (const [start, end] of mentions) {
    const after = yearsAfter(tokens, end, currentYear);
    years.push(...(after.length ? after : yearsOpeningSentence(tokens, start, currentYear)));
  }
  const unique = years.filter((r, i) => years.findIndex((o) => o.from === r.from && o.to === r.to) === i);
  if (unique.length === 0) return { kind: 'noYear' };
  if (!unique.some((r) => holds(r, vehicle.year))) return { kind: 'otherYears', years: unique };
  return EXCEPTION.test(foldText(text)) ? { kind: 'exceptions' } : { kind: 'fits' };
}

/** The models of a list that contain this one as whole words and are longer ('Onix Plus' for 'Onix'). */
export function longerModels(model: string, models: readonly string[]): string[] {
  const own = words(model).join(' ');
  if (!own) return [];
  return models.filter((m) => {
    const other = words(m).join(' ');
    return other !== own && ` ${other} `.includes(` ${own} `);
  });
}
