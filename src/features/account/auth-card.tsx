import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';

/** The centred card the login, signup, recovery and deletion pages sit in (no top bar there). */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-column align-items-center py-3 py-md-5">
      <title>{pageTitle(title)}</title>
      <Link to={paths.home} className="d-flex align-items-center gap-2 mb-3 text-decoration-none" aria-label={t('actions.goHome')}>
        <img src="/brand/logo.svg" alt="" width={48} height={48} />
        <span className="h4 m-0 fw-bold text-primary" aria-hidden="true">
          {t('brand.name')}
        </span>
      </Link>
      <Card className="shadow-sm w-100" style={{ maxWidth: wide ? 640 : 440 }}>
        <Card.Body className="p-4">
          <h1 className="h4 mb-3">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}

/** Under a form, the way to the other one: 'Não tem uma conta? Cadastre-se', 'Já tem uma conta? Entrar'. */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="text-center m-0">
      {text}{' '}
      <Link to={to} className="text-decoration-underline">
        {label}
      </Link>
    </p>
  );
}
