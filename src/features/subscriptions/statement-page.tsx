import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adsKeys, getAdsStatement } from '@/features/ads/shared/api/ads';
import type { PaymentTarget } from '@/features/subscriptions/shared/payment-intent';
import { useCancelPaymentRequest } from '@/features/subscriptions/api/payments';
import { getStatement, subscriptionKeys, type StatementRow } from '@/features/subscriptions/api/subscriptions';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { EmptyView } from '@/components/feedback/empty-view';
import { QueryBody } from '@/components/feedback/query-body';
import { PopupMenu } from '@/components/popup-menu';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/responsive-table/responsive-table';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { errorText } from '@/api/error-text';
import { formatBRL, formatCount } from '@/lib/format';
import { formatDate } from '@/lib/dates';
import { EXPIRED_STATUS, shownStatus } from '@/features/subscriptions/shared/plan-state';
import { pageTitle } from '@/lib/page-title';
import { BankSlipButtons } from './bank-slip-buttons';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanFlow } from './change-plan-flow';
import { planTitle } from './plan-info';
import { hasRowActions, maxItems, showDiscount } from './statement-rules';

const BADGE: Record<string, string> = { WAITING: 'warning', ACTIVATED: 'success', CANCELLED: 'secondary', [EXPIRED_STATUS]: 'danger' };

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('subscriptions');
  const bg = BADGE[status] ?? 'light';
  return (
    <Badge bg={bg} text={bg === 'warning' || bg === 'light' ? 'dark' : undefined}>
      {t(`statement.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** /adm/subscription/statement (plans) and /adm/ads-statement (advertising packages). */
export function StatementPage({ kind }: { kind: PaymentTarget['kind'] }) {
  const { t } = useTranslation('subscriptions');
  const query = useQuery({
    queryKey: kind === 'plan' ? subscriptionKeys.statement : adsKeys.statement,
    queryFn: kind === 'plan' ? getStatement : getAdsStatement,
  });
  const [cancelRow, setCancelRow] = useState<StatementRow | null>(null);
  const [unsubscribeRow, setUnsubscribeRow] = useState<StatementRow | null>(null);
  const [changing, setChanging] = useState(false);

  // The statement and the user's status are asked again by the mutation.
  const cancelRequest = useCancelPaymentRequest(kind);
  const cancelPaymentRequest = (row: StatementRow) =>
    cancelRequest.mutateAsync(row.id, {
      onSuccess: () => {
        setCancelRow(null);
        toast.success(t('statement.cancelRequestDone'));
      },
      onError: (error) => {
        setCancelRow(null);
        toast.danger(errorText(t, error, ['subscriptions']));
      },
    });

  // Rows as they really stand: an ACTIVATED one past its expiry date is expired (and has no actions).
  const rows = useMemo(() => query.data?.data.map((row) => ({ ...row, status: shownStatus(row.status, row.expires) })) ?? [], [query.data]);

  const title = kind === 'plan' ? t('statement.title') : t('statement.adsTitle');
  const body = (
    <QueryBody
      query={query}
      errorMessage={(error) => (kind === 'plan' ? t('statement.loadError') : t('ads.lookupError', { detail: errorText(t, error, ['subscriptions']) }))}
      empty={{
        when: () => rows.length === 0,
        view: (
          <EmptyView
            message={kind === 'plan' ? t('statement.empty') : t('statement.adsEmpty')}
            action={kind === 'plan' ? { to: paths.subscription, label: t('statement.upgrade') } : { to: paths.adsSubscribe, label: t('statement.adsUpgrade') }}
          />
        ),
      }}
    >
      {(statement) => (
        <>
          {kind === 'plan' ? <ExpiredPlanWarning rows={rows} /> : null}
          <StatementTable
            kind={kind}
            rows={rows}
            isUpdateable={statement.isUpdateable}
            onCancelRequest={setCancelRow}
            onUnsubscribe={setUnsubscribeRow}
            onChangePlan={() => setChanging(true)}
          />
        </>
      )}
    </QueryBody>
  );

  return (
    <section>
      <title>{pageTitle(title)}</title>
      <h1 className="h3 mb-4">{title}</h1>
      {body}
      <ConfirmDialog
        show={cancelRow !== null}
        title={t('statement.cancelRequestTitle')}
        busy={cancelRequest.isPending}
        confirmLabel={t('statement.cancelRequest')}
        onCancel={() => setCancelRow(null)}
        // The dialog ignores confirms while this promise runs; the mutation's onError reports a failure.
        onConfirm={() => (cancelRow ? cancelPaymentRequest(cancelRow).catch(() => undefined) : undefined)}
      >
        {t('statement.cancelRequestText', { plan: cancelRow ? rowTitle(t, kind, cancelRow) : '' })}
      </ConfirmDialog>
      <CancelSubscriptionDialog row={unsubscribeRow} onClose={() => setUnsubscribeRow(null)} />
      {kind === 'plan' ? <ChangePlanFlow open={changing} onClose={() => setChanging(false)} /> : null}
    </section>
  );
}

/** A plan past its expiry with nothing active in its place: say so, and offer the way to renew. */
function ExpiredPlanWarning({ rows }: { rows: StatementRow[] }) {
  const { t } = useTranslation('subscriptions');
  const expired = rows.find((row) => row.status === EXPIRED_STATUS);
  if (!expired || rows.some((row) => row.status === 'ACTIVATED')) return null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{t('statement.expiredWarning', { plan: planTitle(t, expired.description), date: formatDate(expired.expires) })}</span>
      <Link to={paths.subscription} className="btn btn-primary btn-sm">
        {t('statement.renew')}
      </Link>
    </Alert>
  );
}

function rowTitle(t: ReturnType<typeof useTranslation>['t'], kind: PaymentTarget['kind'], row: StatementRow): string {
  if (kind === 'ads') return t('statement.adsPackage', { count: Number(row.max ?? 0) });
  return planTitle(t, row.description);
}

interface TableProps {
  kind: PaymentTarget['kind'];
  rows: StatementRow[];
  isUpdateable: boolean;
  onCancelRequest: (row: StatementRow) => void;
  onUnsubscribe: (row: StatementRow) => void;
  onChangePlan: () => void;
}

function StatementTable({ kind, rows, isUpdateable, onCancelRequest, onUnsubscribe, onChangePlan }: TableProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const plan = kind === 'plan';
  const columns: ResponsiveColumn<StatementRow>[] = [
    { key: 'plan', header: t('statement.plan'), rowHeader: true, cellClassName: 'fw-semibold', cell: (row) => rowTitle(t, kind, row) },
    { key: 'status', header: t('statement.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'frequency',
      header: t('statement.frequency'),
      isEmpty: (row) => !row.frequency,
      cell: (row) => (row.frequency ? t(`frequency.${row.frequency}`, { defaultValue: row.frequency }) : ''),
    },
    ...(plan
      ? [
          {
            key: 'max',
            header: t('statement.max'),
            cell: (row: StatementRow) => {
              const max = maxItems(row.max);
              return max === 'unlimited' ? t('statement.unlimited') : formatCount(max, i18n.language);
            },
          },
        ]
      : []),
    { key: 'expires', header: t('statement.expires'), cell: (row) => formatDate(row.expires) },
    {
      key: 'method',
      header: t('statement.method'),
      isEmpty: (row) => !row.payment_method,
      cell: (row) => (row.payment_method ? t(`methods.${row.payment_method}`, { defaultValue: row.payment_method }) : ''),
    },
    { key: 'amount', header: t('statement.amount'), cellClassName: 'text-nowrap', cell: (row) => formatBRL(row.amount) },
    ...(plan
      ? [
          {
            key: 'discount',
            header: t('statement.discount'),
            cellClassName: 'text-nowrap',
            isEmpty: (row: StatementRow) => !showDiscount(row.discount),
            cell: (row: StatementRow) => (showDiscount(row.discount) ? formatBRL(row.discount) : ''),
          },
        ]
      : []),
    {
      key: 'actions',
      header: t('statement.actions'),
      actions: true,
      isEmpty: (row) => !hasRowActions(kind, row),
      cell: (row) => (
        <RowActions
          kind={kind}
          row={row}
          name={rowTitle(t, kind, row)}
          isUpdateable={isUpdateable}
          onCancelRequest={onCancelRequest}
          onUnsubscribe={onUnsubscribe}
          onChangePlan={onChangePlan}
        />
      ),
    },
  ];
  return <ResponsiveTable framed caption={plan ? t('statement.caption') : t('statement.adsCaption')} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

interface RowActionsProps extends Omit<TableProps, 'rows'> {
  row: StatementRow;
  name: string;
}

/** WAITING: the bank-slip buttons; ACTIVATED (plans): a menu with cancel and, when allowed, change plan. */
function RowActions({ kind, row, name, isUpdateable, onCancelRequest, onUnsubscribe, onChangePlan }: RowActionsProps) {
  const { t } = useTranslation('subscriptions');
  if (row.status === 'WAITING') return <BankSlipButtons row={row} name={name} onCancel={() => onCancelRequest(row)} />;
  if (row.status === 'ACTIVATED' && kind === 'plan') {
    return (
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={t('statement.menuLabel', { plan: name })}>
          {t('statement.menu')}
        </Dropdown.Toggle>
        {/* Outside the table's scroll box, which would clip it. */}
        <PopupMenu>
          {isUpdateable ? <Dropdown.Item onClick={onChangePlan}>{t('statement.changePlan')}</Dropdown.Item> : null}
          <Dropdown.Item className="text-danger" onClick={() => onUnsubscribe(row)}>
            {t('statement.cancelSubscription')}
          </Dropdown.Item>
        </PopupMenu>
      </Dropdown>
    );
  }
  return null;
}
