import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useActiveVehicle, vehicleName, type Vehicle } from '@/stores/garage';
import { CarIcon } from './car-icon';

/** More parts is showing exactly this vehicle's list: its make, model and year (any page of it, all its parts or only those that fit). */
function showsVehicle(pathname: string, search: string, vehicle: Vehicle): boolean {
  if (pathname !== paths.moreParts) return false;
  const params = new URLSearchParams(search);
  const others = [...params.keys()].filter((k) => !['marca', 'modelo', 'ano', 'page', 'servem'].includes(k));
  const only = (name: string, value: string) => params.getAll(name).length === 1 && params.get(name) === value;
  return others.length === 0 && only('marca', vehicle.make) && only('modelo', vehicle.model) && only('ano', String(vehicle.year));
}

/**
 * 'Peças para o meu Gol 2010': more parts with the active vehicle's make and model ticked, in an
 * address that can be shared. Nothing without an active vehicle.
 */
export function VehiclePartsLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const vehicle = useActiveVehicle();
  const { pathname, search } = useLocation();
  if (!vehicle) return null;
  const current = showsVehicle(pathname, search, vehicle);
  return (
    <Link
      to={paths.morePartsFor(vehicle.make, vehicle.model, vehicle.year)}
      className={`btn ${current ? 'btn-primary' : 'btn-outline-primary'} d-inline-flex align-items-center gap-2 ${className}`}
      aria-current={current ? 'page' : undefined}
    >
      <CarIcon />
      {t('garage.partsFor', { vehicle: vehicleName(vehicle) })}
    </Link>
  );
}
