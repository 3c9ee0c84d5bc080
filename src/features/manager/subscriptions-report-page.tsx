import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { REPORT_PLANS, REPORT_STATUSES, subscriptionsReportQuery, type ReportFilters, type ReportRow } from './api/manager';
import { QueryBody } from '@/components/feedback/query-body';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { SelectField } from '@/components/form/select-field';
import { RelativeTime } from '@/components/relative-time';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { errorText } from '@/api/error-text';
import { formatDate } from '@/lib/dates';
import { printPage } from '@/lib/browser-actions';
import { ListPagerFooter } from './list-pager';
import { ManagerPage } from './manager-page';
import { pageOf } from './order-list';
import { reportCsv } from './report-csv';
import { useUrlFilters } from './use-url-filters';

const REPORT_FILTER_KEYS = ['status', 'plan', 'dueDate', 'page'] as const;

const REPORT_ROWS_PER_PAGE = 50;

// Only the report prints: the admin header and sidebar are hidden while printing. Set through the
// CSSOM (element.style), which the Content-Security-Policy (style-src 'self') allows, unlike a <style>.
const PRINT_HIDDEN = 'header.navbar, .adm-sidebar, .skip-link, .toast-host';

function hideShellWhilePrinting(): () => void {
  const hidden = Array.from(document.querySelectorAll<HTMLElement>(PRINT_HIDDEN)).map((el) => [el, el.style.display] as const);
  hidden.forEach(([el]) => el.style.setProperty('display', 'none', 'important'));
  return () => hidden.forEach(([el, display]) => (el.style.display = display));
}

function ReportTable({ rows, caption }: { rows: readonly ReportRow[]; caption: string }) {
  const { t } = useTranslation('manager');
  return (
    // A focusable, named region: keyboard users can scroll a table wider than a phone.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table hover className="mb-0 align-middle">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {(['name', 'plan', 'status', 'createdAt', 'dueDate'] as const).map((c) => (
              <th key={c} scope="col">
                {t(`report.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${r.name}-${r.createdAt}-${i}`}>
              {/* Names wrap between words only: a break-anywhere rule would let the table squeeze the
                column to one letter ('Oliveir / a'); a narrow screen scrolls the region instead. */}
              <td>{r.name}</td>
              <td>{t(`plans.${r.plan}`, { defaultValue: r.plan })}</td>
              <td>{t(`report.statuses.${r.status}`, { defaultValue: r.status })}</td>
              <td>{r.createdAt ? <RelativeTime date={r.createdAt} /> : null}</td>
              <td>{formatDate(r.dueDate)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * /adm/report/subscriptions: status, plan and due-date filters kept in the URL, the result
 * table (paged on screen, whole when printed), CSV export and print.
 */
export function SubscriptionsReportPage() {
  const { t } = useTranslation('manager');
  const [values, update] = useUrlFilters(REPORT_FILTER_KEYS);
  const filters: ReportFilters = { status: values.status, plan: values.plan, dueDate: values.dueDate };
  const page = Number(values.page || '1') || 1;
  const query = useQuery(subscriptionsReportQuery(filters));
  const [printing, setPrinting] = useState(false);

  /** The status and plan filters: each the URL value of its name, 'Todos' first. */
  const filterSelect = <T extends string>(name: 'status' | 'plan', options: readonly T[], optionLabel: (option: T) => string) => (
    <SelectField
      id={`report-${name}`}
      label={t(`report.${name}`)}
      labelClassName="small mb-1"
      value={filters[name]}
      emptyLabel={t('report.all')}
      options={options}
      optionLabel={optionLabel}
      onChange={(value) => update({ [name]: value })}
    />
  );

  // Ctrl+P as well as the button: the shell stays out of the printout.
  useEffect(() => {
    let restore: (() => void) | null = null;
    const before = () => {
      restore?.();
      restore = hideShellWhilePrinting();
    };
    const after = () => {
      restore?.();
      restore = null;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      after();
    };
  }, []);

  // The button prints every row, not only the page on screen: render them all, then print.
  useEffect(() => {
    if (!printing) return;
    const restore = hideShellWhilePrinting();
    printPage();
    restore();
    setPrinting(false);
  }, [printing]);

  const result = query.data;
  const rows = result?.kind === 'rows' ? result.rows : [];
  const message =
    result?.kind === 'message' ? t(`report.messages.${result.message}`, { defaultValue: result.message }) : rows.length === 0 ? t('report.empty') : '';
  const shown = pageOf(rows, page, REPORT_ROWS_PER_PAGE);
  const hasRows = rows.length > 0;

  // A page past the last one becomes the last page, in place.
  const wanted = values.page;
  const settled = query.isSuccess ? String(shown.page) : null;
  useEffect(() => {
    if (settled !== null && wanted && wanted !== settled) update({ page: settled === '1' ? '' : settled }, { replace: true });
  }, [settled, wanted, update]);

  const exportCsv = () => downloadCsv(csvFileName(t('report.fileName')), reportCsv(rows, t));

  return (
    <ManagerPage
      headingId="report-title"
      title={t('report.title')}
      headSpacing="mb-3"
      actions={
        <div className="d-flex gap-2 d-print-none">
          <Button variant="outline-primary" onClick={exportCsv} disabled={!hasRows}>
            {t('report.export')}
          </Button>
          <Button variant="outline-secondary" onClick={() => setPrinting(true)} disabled={!hasRows}>
            {t('report.print')}
          </Button>
        </div>
      }
    >
      <Card className="shadow-sm mb-3 d-print-none">
        <Card.Body>
          <Form
            aria-label={t('report.filters')}
            onSubmit={(e) => {
              e.preventDefault();
              void query.refetch();
            }}
          >
            <Row className="g-2 align-items-end">
              <Col xs={12} sm={6} lg={3}>
                {filterSelect('status', REPORT_STATUSES, (s) => t(`report.statuses.${s}`))}
              </Col>
              <Col xs={12} sm={6} lg={3}>
                {filterSelect('plan', REPORT_PLANS, (p) => t(`plans.${p}`))}
              </Col>
              <Col xs={12} sm={6} lg={3}>
                <Form.Group controlId="report-due-date">
                  <Form.Label className="small mb-1">{t('report.dueDate')}</Form.Label>
                  <Form.Control type="date" value={filters.dueDate} onChange={(e) => update({ dueDate: e.target.value })} />
                </Form.Group>
              </Col>
              <Col xs={12} sm={6} lg={3} className="d-flex gap-2">
                <Button type="submit" variant="primary" disabled={query.isFetching}>
                  {t('report.apply')}
                </Button>
                <Button
                  variant="outline-secondary"
                  onClick={() => update({ status: '', plan: '', dueDate: '' })}
                  disabled={!filters.status && !filters.plan && !filters.dueDate}
                >
                  {t('report.clear')}
                </Button>
              </Col>
            </Row>
          </Form>
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Body className={hasRows ? 'p-0' : undefined}>
          <QueryBody
            query={query}
            loading={<PageSpinner minHeight={200} />}
            errorMessage={(error) => errorText(t, error, ['manager'])}
            empty={{
              when: () => !hasRows,
              view: (
                <p className="text-center fs-5 text-body-secondary my-4" role="status">
                  {message}
                </p>
              ),
            }}
          >
            {() => (
              <>
                <p className="px-3 pt-3 mb-2 small text-body-secondary" role="status">
                  {t('report.count', { count: rows.length })}
                </p>
                <div className={printing ? 'd-none' : 'd-print-none'}>
                  <ReportTable rows={shown.items} caption={t('report.caption')} />
                </div>
                {printing ? (
                  <div className="d-none d-print-block">
                    <ReportTable rows={rows} caption={t('report.caption')} />
                  </div>
                ) : null}
              </>
            )}
          </QueryBody>
        </Card.Body>
        {hasRows ? (
          <ListPagerFooter
            className="d-print-none"
            list="report"
            headingId="report-title"
            page={shown.page}
            pages={shown.pages}
            onChange={(p) => update({ page: String(p) })}
          />
        ) : null}
      </Card>
    </ManagerPage>
  );
}
