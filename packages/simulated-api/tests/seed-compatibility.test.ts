import { fitVerdict, longerModels } from '@/lib/fit-verdict';
import { createSeed } from '@pecaja/simulated-api/seed';
import { MAKES } from '@pecaja/simulated-api/seed-vocabulary';

/**
 * The demo's compatibility texts come in the forms advertisers write (four- and two-digit spans,
 * 'VW', a single year, no year), and the fit verdict reads each part's own text right: its own
 * vehicle fits (or, with no year stated, is only named), a year outside its span does not.
 */
const seed = createSeed(1);

describe('demo data: compatibility texts', () => {
  const parts = seed.products.slice(0, 600);
  const vehicleOf = (p: (typeof parts)[number]) => {
    const make = MAKES.find((m) => m.name === p.brand)!;
    const model = p.model.replace(/\s+\d{4}$/, '');
    return { make: p.brand, model, year: Number(/\d{4}$/.exec(p.model)![0]), variants: longerModels(model, make.models) };
  };

  it('uses every form of year and make the verdict reads', () => {
    const texts = parts.map((p) => p.compatibility);
    expect(texts.some((t) => /\b(19|20)\d{2} a (19|20)\d{2}\b/.test(t))).toBe(true);
    expect(texts.some((t) => /\b\d{2}\/\d{2}\b/.test(t))).toBe(true);
    expect(texts.some((t) => /\bVW\b/.test(t))).toBe(true);
    expect(texts.some((t) => /\bano (19|20)\d{2}\b/.test(t))).toBe(true);
    expect(texts.some((t) => !/\d{2}/.test(t))).toBe(true);
    expect(texts.filter((t) => /[{}]|\s[,.]|,,|\.\./.test(t))).toEqual([]);
  });

  it("gives each part's own vehicle a fit, or no year, and a year far outside its span no fit", () => {
    const kinds = new Set<string>();
    const wrong: string[] = [];
    for (const p of parts) {
      const vehicle = vehicleOf(p);
      const own = fitVerdict(p.compatibility, vehicle, 2026).kind;
      kinds.add(own);
      if (own !== 'fits' && own !== 'noYear') wrong.push(`${p.compatibility} (${vehicle.model} ${vehicle.year}): ${own}`);
      const far = fitVerdict(p.compatibility, { ...vehicle, year: vehicle.year - 10 }, 2026).kind;
      if (far === 'fits') wrong.push(`${p.compatibility} (${vehicle.model} ${vehicle.year - 10}): fits`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect([...kinds].sort()).toEqual(['fits', 'noYear']);
  });
});
