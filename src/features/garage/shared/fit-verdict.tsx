import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fitVerdict, type YearRange } from '@/lib/fit-verdict';
import { vehicleName, type Vehicle } from '@/stores/garage';
import { CarIcon } from '@/components/garage/car-icon';
import { AddVehicleLine } from './add-vehicle-line';

/** What a part's compatibility text says for the garage's active vehicle (see FitVerdictNote). */
export function FitVerdict({ compatibility, vehicle }: { compatibility: string; vehicle: Vehicle }) {
  const { t, i18n } = useTranslation('garage');
  const verdict = useMemo(() => fitVerdict(compatibility, vehicle), [compatibility, vehicle]);
  if (!verdict) return <AddVehicleLine />;

  const span = ({ from, to }: YearRange) =>
    from === null ? t('verdict.until', { to }) : to === null ? t('verdict.from', { from }) : from === to ? String(from) : t('verdict.range', { from, to });
  const values = { vehicle: vehicleName(vehicle), model: vehicle.model, year: vehicle.year };
  const text =
    verdict.kind === 'otherYears'
      ? t('verdict.otherYears', {
          ...values,
          years: new Intl.ListFormat(i18n.language === 'en' ? 'en' : 'pt-BR', { type: 'conjunction' }).format(verdict.years.map(span)),
        })
      : t(`verdict.${verdict.kind}`, values);
  // Green only where the text states the fit; a model named with other years or reservations is a warning.
  const tone = verdict.kind === 'fits' ? 'success' : verdict.kind === 'notMentioned' ? 'secondary' : 'warning';

  return (
    <div className={`alert alert-${tone} d-flex align-items-start gap-2 py-2 px-3 mb-2`} data-verdict={verdict.kind}>
      <span className="flex-shrink-0 mt-1">
        <CarIcon />
      </span>
      <div>
        <p className={`mb-0${verdict.kind === 'fits' ? ' fw-semibold' : ''}`}>{text}</p>
        <Link to={paths.garage} className="small alert-link fw-normal">
          {t('verdict.change')}
        </Link>
      </div>
    </div>
  );
}
