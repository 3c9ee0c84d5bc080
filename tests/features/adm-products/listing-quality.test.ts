import { yearRangesIn } from '@/lib/fit-verdict';
import { listingQuality, type ListingQualityInput, type ListingTip } from '@/features/adm-products/listing-quality';

/**
 * The listing quality adds photos (30), description (25), code (10), make (10), model (10) and
 * years (15); the tips name what is still open, the improvement worth most first.
 */
const NOW = 2026;
const EMPTY: ListingQualityInput = { photoCount: 0, description: '', code: '', brand: '', model: '', currentYear: NOW };
const words = (n: number) => 'x'.repeat(n);
const FULL: ListingQualityInput = {
  photoCount: 3,
  description: words(200),
  code: '5U0 615 301',
  brand: 'Volkswagen',
  model: 'Gol 2009 a 2012',
  currentYear: NOW,
};

const table: Array<[string, Partial<ListingQualityInput>, number, ListingTip[]]> = [
  ['an empty listing', {}, 0, ['addPhoto', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['one photo', { photoCount: 1 }, 15, ['morePhotos', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['two photos', { photoCount: 2 }, 15, ['morePhotos', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['three photos', { photoCount: 3 }, 30, ['describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['ten photos count as a full set', { photoCount: 10 }, 30, ['describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['a plan of one photo: one photo is a full set', { photoCount: 1, maxPhotos: 1 }, 30, ['describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['a plan of one photo: no photo is worth the whole part', { maxPhotos: 1 }, 0, ['addPhoto', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['a plan of two photos: two is a full set', { photoCount: 2, maxPhotos: 2 }, 30, ['describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['no plan limit (null)', { photoCount: 2, maxPhotos: null }, 15, ['morePhotos', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['79 characters are too short', { description: words(79) }, 0, ['addPhoto', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['80 characters', { description: words(80) }, 15, ['addPhoto', 'addYears', 'describeMore', 'addModel', 'addMake', 'addCode']],
  ['199 characters', { description: words(199) }, 15, ['addPhoto', 'addYears', 'describeMore', 'addModel', 'addMake', 'addCode']],
  ['200 characters', { description: words(200) }, 25, ['addPhoto', 'addYears', 'addModel', 'addMake', 'addCode']],
  [
    'spaces do not count as description',
    { description: `  ${'a  '.repeat(60)}  ` },
    15,
    ['addPhoto', 'addYears', 'describeMore', 'addModel', 'addMake', 'addCode'],
  ],
  ['the code', { code: 'ABC-123' }, 10, ['addPhoto', 'describe', 'addYears', 'addModel', 'addMake']],
  ['a blank code is no code', { code: '   ' }, 0, ['addPhoto', 'describe', 'addYears', 'addModel', 'addMake', 'addCode']],
  ['the make', { brand: 'Volkswagen' }, 10, ['addPhoto', 'describe', 'addYears', 'addModel', 'addCode']],
  ['a model without years', { model: 'Gol G5' }, 10, ['addPhoto', 'describe', 'addYears', 'addMake', 'addCode']],
  ['a model with a year', { model: 'Gol 2010' }, 25, ['addPhoto', 'describe', 'addMake', 'addCode']],
  ['a model with a span', { model: 'Gol 2009 a 2012' }, 25, ['addPhoto', 'describe', 'addMake', 'addCode']],
  ['a model with a two-digit span', { model: 'Gol G5 09/12' }, 25, ['addPhoto', 'describe', 'addMake', 'addCode']],
  ['an engine size is no year', { model: 'Gol 1.6 flex' }, 10, ['addPhoto', 'describe', 'addYears', 'addMake', 'addCode']],
  ['a size is no year', { model: 'Disco 10 a 12 mm' }, 10, ['addPhoto', 'describe', 'addYears', 'addMake', 'addCode']],
  ['years in the description count', { description: 'Serve no Gol a partir de 2015' }, 15, ['addPhoto', 'describe', 'addModel', 'addMake', 'addCode']],
  ['a complete listing', FULL, 100, []],
  ['a complete listing but one photo', { ...FULL, photoCount: 1 }, 85, ['morePhotos']],
  ['a complete listing but a short description', { ...FULL, description: words(100) }, 90, ['describeMore']],
  ['a complete listing without years', { ...FULL, model: 'Gol' }, 85, ['addYears']],
];

describe('listingQuality', () => {
  it.each(table)('%s', (_, input, score, tips) => {
    expect(listingQuality({ ...EMPTY, ...input })).toEqual({ score, tips });
  });

  it('never passes 100 and rises with each improvement', () => {
    const steps: Array<Partial<ListingQualityInput>> = [
      {},
      { photoCount: 1 },
      { photoCount: 3 },
      { photoCount: 3, description: words(80) },
      { photoCount: 3, description: words(200) },
      { photoCount: 3, description: words(200), code: 'X' },
      { photoCount: 3, description: words(200), code: 'X', brand: 'Fiat' },
      { photoCount: 3, description: words(200), code: 'X', brand: 'Fiat', model: 'Uno' },
      { photoCount: 3, description: words(200), code: 'X', brand: 'Fiat', model: 'Uno 2010' },
    ];
    const scores = steps.map((s) => listingQuality({ ...EMPTY, ...s }).score);
    expect(scores).toEqual([0, 15, 30, 45, 55, 65, 75, 85, 100]);
  });
});

describe('yearRangesIn', () => {
  it.each([
    ['2010', [{ from: 2010, to: 2010 }]],
    ['Gol 2009 a 2012', [{ from: 2009, to: 2012 }]],
    ['Gol 09/12', [{ from: 2009, to: 2012 }]],
    ['a partir de 2015', [{ from: 2015, to: null }]],
    [
      'Gol 2008, 2010 e Voyage 2012',
      [
        { from: 2008, to: 2008 },
        { from: 2010, to: 2010 },
        { from: 2012, to: 2012 },
      ],
    ],
    ['Gol 1.6 flex 8v', []],
    ['10 a 12 mm', []],
    ['Gol G5', []],
  ])('%s', (text, years) => {
    expect(yearRangesIn(text, NOW)).toEqual(years);
  });
});
