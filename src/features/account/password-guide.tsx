import { useTranslation } from 'react-i18next';
import { LEVEL_CHECKS, passwordLevel, passwordPasses, type PasswordLevel, type PersonalData } from '@/lib/validation';

/** The strength guide: the checks of the level the server hints at, ticked as they are met. */
export function PasswordGuide({ password, level, personal, id }: { password: string; level: PasswordLevel; personal: PersonalData; id?: string }) {
  const { t } = useTranslation('account');
  const reached = passwordLevel(password, personal);
  return (
    <div id={id} className="small mb-3 border rounded p-2 bg-body-tertiary">
      <p className="mb-1 fw-semibold">{t('strength.hint', { level: t(`strength.levels.${level}`) })}</p>
      <p className="mb-1">{t('strength.title')}</p>
      <ul className="list-unstyled mb-1">
        {LEVEL_CHECKS[level].map((check) => {
          const met = passwordPasses(check, password, personal);
          return (
            <li key={check} className={met ? 'text-success-emphasis' : 'text-body-secondary'}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {t(`strength.checks.${check}`)}
              <span className="visually-hidden"> ({met ? t('strength.met') : t('strength.unmet')})</span>
            </li>
          );
        })}
      </ul>
      <p className="mb-0" aria-live="polite">
        {t('strength.current', { level: reached ? t(`strength.levels.${reached}`) : t('strength.none') })}
      </p>
    </div>
  );
}
