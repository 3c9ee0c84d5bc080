import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { fitVerdict, type YearRange } from '@/lib/fit-verdict';
import { useActiveVehicle, vehicleName } from '@/stores/garage';
import { CarIcon } from '@/components/garage/car-icon';

interface Props {
  /** The part's compatibility text, as the advertiser wrote it. */
  compatibility: string;
}

function Verdict({ compatibility }: Props) {
  const { t, i18n } = useTranslation('garage');
  const vehicle = useActiveVehicle();
  const verdict = useMemo(() => (vehicle ? fitVerdict(compatibility, vehicle) : null), [compatibility, vehicle]);

  if (!vehicle || !verdict) {
    return (
      <p className="small mb-2">
        <Link to={paths.garage}>{t('verdict.addVehicle')}</Link>
      </p>
    );
  }

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

/** Under a part's compatibility text: what it says for the active vehicle of the garage (texts load on demand). */
export function FitVerdictNote(props: Props) {
  return (
    <Suspense fallback={null}>
      <Verdict {...props} />
    </Suspense>
  );
}
