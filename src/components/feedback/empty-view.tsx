import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  message?: string;
  children?: ReactNode;
  image?: boolean;
  /** The way on from here (create the first one, go and find some): a link that looks like the primary button, after the rest. */
  action?: { to: string; label: string };
}

/** An empty list: 'Ainda não há dados para exibir neste momento.' unless told otherwise. */
export function EmptyView({ message, children, image = true, action }: Props) {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5 text-body-secondary" role="status">
      {image ? <img src="/brand/empty-list.svg" alt="" width={200} height={150} className="mb-3" loading="lazy" /> : null}
      <p className="fs-5 mb-3">{message ?? t('states.empty')}</p>
      {children}
      {action ? (
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
