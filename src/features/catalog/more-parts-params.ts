import type { SelectedFilters } from '@/api/catalog';

const PAGE = 'page';
/** The year of a vehicle's list ('Peças para o meu Gol 2010'): names the vehicle, is no filter of its own. */
export const YEAR = 'ano';
/** Keep only the parts that state a fit for the vehicle's year ('1'). */
export const ONLY_FITTING = 'servem';
const NOT_FILTERS = new Set([PAGE, YEAR, ONLY_FITTING]);

/** A vehicle's list: exactly one make, one model and a year in the address (the year options of its list call). */
export interface VehicleListParams {
  make: string;
  model: string;
  year: number;
  onlyFitting: boolean;
}

export function vehicleFromParams(params: URLSearchParams): VehicleListParams | undefined {
  const [make, model] = [params.getAll('marca'), params.getAll('modelo')];
  const year = Number(params.get(YEAR));
  if (make.length === 1 && model.length === 1 && year >= 1900 && year <= 2100 && year % 1 === 0)
    return { make: make[0], model: model[0], year, onlyFitting: params.get(ONLY_FITTING) === '1' };
}

/** The page from the URL (?page=2); anything else is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get(PAGE));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Every other parameter (but the year of a vehicle's list and its 'only those that fit') is a filter: ?marca=Fiat&marca=Ford -> { marca: ['Fiat', 'Ford'] } (keys sorted for a stable cache key). */
export function filtersFromParams(params: URLSearchParams): SelectedFilters {
  const out: SelectedFilters = {};
  [...new Set(params.keys())]
    .filter((k) => !NOT_FILTERS.has(k))
    .sort()
    .forEach((k) => {
      const values = params.getAll(k).filter(Boolean);
      if (values.length) out[k] = [...new Set(values)];
    });
  return out;
}

/** Ticks or unticks a value; any filter change goes back to page 1. */
export function toggleFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = next.getAll(name);
  next.delete(name);
  const updated = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  updated.forEach((v) => next.append(name, v));
  next.delete(PAGE);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE);
  else next.set(PAGE, String(page));
  return next;
}

/** Page numbers to show around the current one; null marks a gap ('…'). */
export function pageWindow(current: number, total: number, radius = 2): Array<number | null> {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}
