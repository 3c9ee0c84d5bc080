import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Card } from '@/api/catalog';
import { CarIcon } from '@/components/garage/car-icon';
import { ProductCard } from '@/components/product-card/product-card';
import { fitVerdict, longerModels, type FitVerdict, type YearRange } from '@/lib/fit-verdict';
import { vehicleName } from '@/stores/garage';
import type { NavigateOptions } from 'react-router-dom';
import { ONLY_FITTING, type VehicleListParams } from './more-parts-params';

/** A card's verdict; null when the reply sent no compatibility text for it (nothing to judge on the card). */
type CardVerdict = FitVerdict | null;

interface Props {
  cards: Card[];
  vehicle: VehicleListParams;
  /** The models of the make, as the filters list them: 'Onix Plus' is not an 'Onix'. */
  models: string[];
  label: string;
  eager: number;
  /** The page's way to change its address (the choice lives there, so Back restores it). */
  setParams: (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;
}

/** Turns 'only the parts that fit' on or off, back to page 1. */
function withOnlyFitting(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (on) next.set(ONLY_FITTING, '1');
  else next.delete(ONLY_FITTING);
  next.delete('page');
  return next;
}

function VerdictNote({ verdict, vehicle, t, listFormat }: { verdict: CardVerdict; vehicle: VehicleListParams; t: TFunction; listFormat: Intl.ListFormat }) {
  const values = { vehicle: vehicleName(vehicle), model: vehicle.model, year: vehicle.year };
  const span = ({ from, to }: YearRange) =>
    from === null ? t('verdict.until', { to }) : to === null ? t('verdict.from', { from }) : from === to ? String(from) : t('verdict.range', { from, to });
  const kind = verdict?.kind ?? 'unknown';
  const text =
    verdict?.kind === 'otherYears' ? t('card.otherYears', { ...values, years: listFormat.format(verdict.years.map(span)) }) : t(`card.${kind}`, values);
  // Green and bold only where the text states the fit; anything else asks the buyer to check.
  const tone =
    kind === 'fits' ? 'text-success-emphasis fw-semibold' : kind === 'notMentioned' || kind === 'unknown' ? 'text-body-secondary' : 'text-warning-emphasis';
  return (
    <p className={`small mb-0 d-flex gap-1 align-items-start ${tone}`} data-verdict={kind}>
      <span className="flex-shrink-0" aria-hidden="true">
        <CarIcon size={14} />
      </span>
      <span>{text}</span>
    </p>
  );
}

/**
 * The list of a vehicle ('Peças para o meu Gol 2010'): each card says what its compatibility
 * text states for the vehicle's year, the cards that state a fit come first (the page's order
 * otherwise), and 'Só as que servem' keeps only those. The server is asked for the same
 * (fitting parts first across pages, or only them); the verdict here stays the app's own, so a
 * server that ignores the year still gets a truthful page, with the parts left out counted.
 */
export function VehicleList({ cards, vehicle, models, label, eager, setParams }: Props) {
  const { t, i18n } = useTranslation('garage');
  const checkboxId = useId();
  // The box answers the click at once; the address (and with it the list) follows in a router
  // transition, which on a slow phone left the box unticked for a moment, and then follows Back.
  const [checked, setChecked] = useState(vehicle.onlyFitting);
  const [fromAddress, setFromAddress] = useState(vehicle.onlyFitting);
  if (fromAddress !== vehicle.onlyFitting) {
    setFromAddress(vehicle.onlyFitting);
    setChecked(vehicle.onlyFitting);
  }
  const { make, model, year } = vehicle;
  const variants = useMemo(() => longerModels(model, models), [model, models]);
  const rows = useMemo(
    () =>
      cards.map((card) => ({ card, verdict: typeof card.compatibility === 'string' ? fitVerdict(card.compatibility, { make, model, year, variants }) : null })),
    [cards, make, model, year, variants],
  );
  const listFormat = useMemo(() => new Intl.ListFormat(i18n.language === 'en' ? 'en' : 'pt-BR', { type: 'conjunction' }), [i18n.language]);
  const fitting = rows.filter((r) => r.verdict?.kind === 'fits');
  const shown = vehicle.onlyFitting ? fitting : [...fitting, ...rows.filter((r) => r.verdict?.kind !== 'fits')];
  const left = rows.length - shown.length;
  const name = vehicleName(vehicle);

  return (
    <>
      <div className="form-check mb-1">
        <input
          className="form-check-input"
          type="checkbox"
          id={checkboxId}
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            setParams((current) => withOnlyFitting(current, e.target.checked));
          }}
        />
        <label className="form-check-label" htmlFor={checkboxId}>
          {t('partsList.onlyFitting', { vehicle: name })}
        </label>
      </div>
      <p className="small text-body-secondary mb-3">
        {vehicle.onlyFitting ? t('partsList.onlyFittingNote', { vehicle: name }) : t('partsList.order', { vehicle: name })}
        {left > 0 ? ` ${t('partsList.left', { count: left })}` : ''}
      </p>
      {shown.length ? (
        <ul className="row g-3 list-unstyled mb-0" aria-label={label}>
          {shown.map(({ card, verdict }, i) => (
            <li key={card.uuid ?? card.url} className="col-6 col-sm-4 col-md-3">
              <ProductCard card={card} eager={i < eager} note={<VerdictNote verdict={verdict} vehicle={vehicle} t={t} listFormat={listFormat} />} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="alert alert-secondary" role="status">
          {t('partsList.noneFit', { vehicle: name })}
        </p>
      )}
    </>
  );
}
