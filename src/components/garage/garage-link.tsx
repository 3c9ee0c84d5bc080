import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useActiveVehicle, vehicleName } from '@/stores/garage';
import { CarIcon } from './car-icon';

/** The top bar's way to /garage: a car, with 'Minha garagem' or the active vehicle's name on large screens. */
export function GarageLink() {
  const { t } = useTranslation();
  const vehicle = useActiveVehicle();
  const name = vehicle ? vehicleName(vehicle) : null;
  return (
    <Link
      to={paths.garage}
      className="btn btn-outline-light d-inline-flex align-items-center gap-2 px-2 text-nowrap"
      aria-label={name ? t('garage.linkWithVehicle', { vehicle: name }) : t('garage.link')}
    >
      <CarIcon size={20} />
      <span className="d-none d-xl-inline text-truncate" style={{ maxWidth: 150 }}>
        {name ?? t('garage.link')}
      </span>
    </Link>
  );
}
