import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The invitation to the garage, where a part's fit cannot be judged (no vehicle, or no text to read). */
export function AddVehicleLine() {
  const { t } = useTranslation();
  return (
    <p className="small mb-2">
      <Link to={paths.garage}>{t('garage.addVehicle')}</Link>
    </p>
  );
}
