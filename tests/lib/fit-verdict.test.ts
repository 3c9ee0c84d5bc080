import { fitVerdict, longerModels, type FitVehicle, type FitVerdict } from '@/lib/fit-verdict';

/**
 * The fit verdict claims a fit only where the advertiser's text names the vehicle's model and a
 * year span holding its year. The texts below are written as listings write them.
 */
const GOL_2010: FitVehicle = { make: 'Volkswagen', model: 'Gol', year: 2010 };
const NOW = 2026;

const fits: FitVerdict = { kind: 'fits' };
const notMentioned: FitVerdict = { kind: 'notMentioned' };
const noYear: FitVerdict = { kind: 'noYear' };
const span = (from: number | null, to: number | null) => ({ from, to });

const table: Array<[string, FitVehicle, FitVerdict]> = [
  // Spans in the forms listings use
  ['Jogo para o eixo dianteiro do Volkswagen Gol, anos 2009 a 2012.', GOL_2010, fits],
  ['Motor de arranque compatível com Volkswagen Gol 2009-2012.', GOL_2010, fits],
  ['Serve no Gol 2009/2012, lado direito ou esquerdo.', GOL_2010, fits],
  ['Gol G5 09/12', GOL_2010, fits],
  ['Gol G5 09 a 12 1.6 flex', GOL_2010, fits],
  ['Gol 2009/12', GOL_2010, fits],
  ['Gol 2009 até 2012', GOL_2010, fits],
  ['Gol 2009 – 2012', GOL_2010, fits],
  ['Gol 2010', GOL_2010, fits],
  ['Gol anos 2008, 2010 e 2011', GOL_2010, fits],
  ['Gol a partir de 2009', GOL_2010, fits],
  ['Gol 2008 em diante', GOL_2010, fits],
  ['Gol até 2012', GOL_2010, fits],
  ['Radiador para VW Gol com ou sem ar-condicionado, 2009 a 2012.', GOL_2010, fits],
  // Years outside the span: say which years the text names
  ['Volkswagen Gol 2013 a 2016', GOL_2010, { kind: 'otherYears', years: [span(2013, 2016)] }],
  ['Gol 13/16', GOL_2010, { kind: 'otherYears', years: [span(2013, 2016)] }],
  ['Gol 2012', GOL_2010, { kind: 'otherYears', years: [span(2012, 2012)] }],
  ['Gol a partir de 2011', GOL_2010, { kind: 'otherYears', years: [span(2011, null)] }],
  ['Gol G4 2006-2008 / Voyage 2009-2012', GOL_2010, { kind: 'otherYears', years: [span(2006, 2008)] }],
  // Accents, case and abbreviations
  ['VW GOL 09/12', GOL_2010, fits],
  ['Para Citroën C3 de 2010 a 2014', { make: 'Citroën', model: 'C3', year: 2012 }, fits],
  ['Para citroen c3 de 2010 a 2014', { make: 'Citroën', model: 'C3', year: 2012 }, fits],
  ['GM Onix 2015-2019', { make: 'Chevrolet', model: 'Onix', year: 2016 }, fits],
  ['Mercedes Sprinter 2013/2018', { make: 'Mercedes-Benz', model: 'Sprinter', year: 2015 }, fits],
  ['VW T-Cross 2020-2024', { make: 'Volkswagen', model: 'T-Cross', year: 2021 }, fits],
  ['VW TCross 2020-2024', { make: 'Volkswagen', model: 'T-Cross', year: 2021 }, fits],
  ['Honda HRV 2016 a 2020', { make: 'Honda', model: 'HR-V', year: 2018 }, fits],
  // Model names that contain others
  ['Volkswagen Golf 2009 a 2012', GOL_2010, notMentioned],
  ['Polo e Golf, 2008 a 2012', GOL_2010, notMentioned],
  ['Chevrolet Onix Plus 2020-2022', { make: 'Chevrolet', model: 'Onix', year: 2021, variants: ['Onix Plus'] }, notMentioned],
  ['Chevrolet Onix 2020-2022', { make: 'Chevrolet', model: 'Onix', year: 2021, variants: ['Onix Plus'] }, fits],
  ['Toyota Corolla Cross 2021 a 2024', { make: 'Toyota', model: 'Corolla', year: 2022, variants: ['Corolla Cross'] }, notMentioned],
  ['Hyundai HB20S 2015 a 2019', { make: 'Hyundai', model: 'HB20', year: 2016 }, notMentioned],
  // A model named by a number counts after its make only ('2008' alone is a year)
  ['Peugeot 2008 2016 a 2020', { make: 'Peugeot', model: '2008', year: 2018 }, fits],
  ['Fiat Palio 2008 a 2012', { make: 'Peugeot', model: '2008', year: 2010 }, notMentioned],
  ['Peugeot 208 2013 a 2019', { make: 'Peugeot', model: '2008', year: 2015 }, notMentioned],
  // The same model name under another make is another car
  ['Fiat Gol 2010', GOL_2010, notMentioned],
  // No year, or years nowhere near the model
  ['Serve no Gol, lado direito ou esquerdo.', GOL_2010, noYear],
  ['Peça para Gol. Consulte o ano antes de comprar.', GOL_2010, noYear],
  ['Gol 10', GOL_2010, noYear],
  ['Anos 2009 a 2012: Gol, Voyage e Saveiro.', GOL_2010, fits],
  // Sizes and engine numbers are not years
  ['Gol 1.6 16v', GOL_2010, noYear],
  ['Gol, parafusos de 10 a 12 mm', GOL_2010, noYear],
  // Exceptions in the text: never a plain fit
  ['Gol 2009 a 2012, exceto versão 1.0', GOL_2010, { kind: 'exceptions' }],
  ['Gol 2009 a 2012. Não serve no Gol Bola.', GOL_2010, { kind: 'exceptions' }],
  ['Gol 2009 a 2012, pelo menos 2 unidades em estoque', GOL_2010, fits],
  // Not named at all
  ['Fiat Uno 2009 a 2012', GOL_2010, notMentioned],
  ['Linha VW 2009 a 2012', GOL_2010, notMentioned],
  ['', GOL_2010, notMentioned],
  // Two-digit years in the last century
  ['Gol quadrado 94/98', { ...GOL_2010, year: 1996 }, fits],
  ['Gol 98/02', { ...GOL_2010, year: 2001 }, fits],
];

describe('fitVerdict', () => {
  // One test over the whole table (each test of this suite starts a fresh demo database): every
  // text whose verdict differs is listed.
  it('gives each listing text of the table its verdict', () => {
    const wrong = table
      .map(([text, vehicle, verdict]) => ({
        text,
        vehicle: `${vehicle.make} ${vehicle.model} ${vehicle.year}`,
        expected: verdict,
        got: fitVerdict(text, vehicle, NOW),
      }))
      .filter((row) => JSON.stringify(row.got) !== JSON.stringify(row.expected));
    expect(wrong).toEqual([]);
  });

  it('reads two-digit years up to next year as this century', () => {
    expect(fitVerdict('Gol 26/27', { ...GOL_2010, year: 2027 }, 2026)).toEqual(fits);
    expect(fitVerdict('Gol 28/30', { ...GOL_2010, year: 2029 }, 2026)).toEqual({ kind: 'otherYears', years: [span(1928, 1930)] });
  });

  it('lists each span once, from every mention of the model', () => {
    expect(fitVerdict('Gol 2013 a 2016. Também Gol 2013 a 2016 e Gol 2018', GOL_2010, NOW)).toEqual({
      kind: 'otherYears',
      years: [span(2013, 2016), span(2018, 2018)],
    });
  });
});

describe('longerModels', () => {
  it('finds the models that contain the given one as whole words', () => {
    expect(longerModels('Onix', ['Onix', 'Onix Plus', 'Tracker'])).toEqual(['Onix Plus']);
    expect(longerModels('Gol', ['Gol', 'Golf', 'Polo'])).toEqual([]);
    expect(longerModels('Corolla', ['Corolla', 'Corolla Cross'])).toEqual(['Corolla Cross']);
    expect(longerModels('', ['Gol'])).toEqual([]);
  });
});
