import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { admProductsQuery } from '@/features/adm-products/shared/api/adm-products';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { QueryError } from '@/components/feedback/query-body';
import { PlanLimitNotice } from '@/features/subscriptions/shared/plan-limit-notice';
import { ProgressMeter } from '@/components/progress-meter';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { downloadBlob } from '@/lib/browser-actions';
import { csvBlob, csvFileName } from '@/lib/csv';
import { formatCount } from '@/lib/format';
import { pageTitle } from '@/lib/page-title';
import { PHOTO_ACCEPT } from '@/lib/photos';
import { useSession } from '@/stores/session';
import { IMPORT_COLUMNS } from './import-columns';
import { reportCsv, templateCsv, templateXlsx } from './import-files';
import { countRows, type JobRow } from './import-job';
import { ImportProgress } from './import-progress';
import { ImportTable } from './import-table';
import { reportMessage, sheetFailureText } from './import-texts';
import { useImportJob } from './use-import-job';
import { useSheetCheck, type SheetCheck } from './use-sheet-check';

const SHEET_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The photos of both pickers by file name; the first file of a name wins. */
function byName(...lists: File[][]): Map<string, File> {
  const map = new Map<string, File>();
  for (const list of lists) for (const f of list) if (!map.has(f.name)) map.set(f.name, f);
  return map;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card mb-3">
      <div className="card-body">
        <h2 id={id} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** What the worker is doing: reading the file (a workbook's row count once known), decoding the photos the sheet names, then checking its rows. */
function CheckProgress({ check }: { check: Extract<SheetCheck, { status: 'checking' }> }) {
  const { t, i18n } = useTranslation('advertiser');
  const count = (n: number) => formatCount(n, i18n.language);
  const photos = check.photos && check.done === 0 && check.photos.done < check.photos.total ? check.photos : null;
  let text = t('import.checkingStart');
  let now = 0;
  let max = 0;
  if (photos) {
    text = t('import.checkingPhotos', { done: count(photos.done), total: count(photos.total) });
    [now, max] = [photos.done, photos.total];
  } else if (check.total) {
    text = t('import.checking', { done: count(check.done), total: count(check.total) });
    [now, max] = [check.done, check.total];
  } else if (check.reading !== null) {
    text = t('import.readingRows', { count: check.reading });
  }
  return (
    <div className="mb-3" role="status">
      <p className="mb-1">{text}</p>
      <ProgressMeter now={now} max={max} aria-label={t('import.checkingStart')} />
    </div>
  );
}

/** /adm/productImport: a spreadsheet and its photos become parts, checked in a worker and sent at most 3 at a time. */
export function ImportPage() {
  const { t, i18n } = useTranslation('advertiser');
  const user = useSession();
  const owner = user?.username ?? '';
  const [sheet, setSheet] = useState<File | null>(null);
  const [pickedFiles, setPickedFiles] = useState<File[]>([]);
  const [folderFiles, setFolderFiles] = useState<File[]>([]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  // Rows whose code repeats another row or one of the seller's parts: offered to be skipped, skipped unless the seller says otherwise.
  const [skipRepeated, setSkipRepeated] = useState(true);
  const [confirm, setConfirm] = useState<'cancel' | 'discard' | null>(null);
  const [starting, setStarting] = useState(false);
  const photos = useMemo(() => byName(pickedFiles, folderFiles), [pickedFiles, folderFiles]);
  // The codes of the seller's parts, for the sheet's rows to be checked against (the list the import reads anyway).
  const listed = useQuery({ ...admProductsQuery(), enabled: Boolean(owner) });
  const codesKey = useMemo(() => listed.data?.flatMap((p) => (p.code ? [p.code] : [])).join('\n'), [listed.data]);
  // undefined while the list loads (the check waits for it); null when it cannot be read (the check goes on without it).
  const listFailed = listed.isError || !owner;
  const existingCodes = useMemo(
    () => (codesKey !== undefined ? (codesKey ? codesKey.split('\n') : []) : listFailed ? null : undefined),
    [codesKey, listFailed],
  );
  const check = useSheetCheck(sheet, photos, existingCodes);
  const importJob = useImportJob(owner, photos);
  const { job, runner, version } = importJob;
  const count = (n: number) => formatCount(n, i18n.language);

  const pickSheet = (e: ChangeEvent<HTMLInputElement>) => {
    setSheet(e.target.files?.[0] ?? null);
    setSkipRepeated(true);
  };
  const pickPhotos = (set: (files: File[]) => void) => (e: ChangeEvent<HTMLInputElement>) => set([...(e.target.files ?? [])].filter((f) => f.size > 0));

  const downloadTemplate = async (kind: 'csv' | 'xlsx') => {
    const base = t('import.templateFile');
    try {
      if (kind === 'csv') downloadBlob(`${base}.csv`, csvBlob(templateCsv()));
      else downloadBlob(`${base}.xlsx`, await templateXlsx());
    } catch {
      toast.danger(t('errors.generic', { ns: 'api' }));
    }
  };

  const rows: JobRow[] = job ? job.rows : check.status === 'checking' || check.status === 'done' ? check.rows : [];
  // version: the job's rows change in place.
  const counts = useMemo(() => countRows(rows), [rows, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = useMemo(
    () => (onlyErrors ? rows.filter((r) => r.state === 'invalid' || r.state === 'failed') : rows),
    [rows, onlyErrors, version], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // In the preview: valid rows with a repeated code.
  const repeated = job ? 0 : rows.reduce((n, r) => n + (r.state === 'pending' && r.warnings?.length ? 1 : 0), 0);
  const toSend = counts.valid - (skipRepeated ? repeated : 0);
  const status = runner?.status ?? 'idle';
  const cancelled = status === 'cancelled' || Boolean(job?.meta.cancelled);
  const unfinished = Boolean(job) && !cancelled && (counts.pending > 0 || counts.sending > 0);
  const activeHere = Boolean(runner?.active);

  const downloadReport = () => {
    if (!job) return;
    const csv = reportCsv(job.rows, {
      header: [t('import.reportHeader.line'), t('import.reportHeader.name'), t('import.reportHeader.result'), t('import.reportHeader.message')],
      result: { created: t('import.result.created'), error: t('import.result.error'), skipped: t('import.result.skipped') },
      message: (row) => reportMessage(t, row, cancelled),
    });
    downloadBlob(csvFileName(t('import.reportFile')), csvBlob(csv));
  };

  const startImport = async () => {
    if (!sheet || check.status !== 'done') return;
    setStarting(true);
    try {
      // A skipped repeat is kept for the report, not sent, with its warning as the reason.
      const chosen = skipRepeated
        ? check.rows.map((r) => (r.state === 'pending' && r.warnings?.length ? { ...r, state: 'invalid' as const, errors: r.warnings } : r))
        : check.rows;
      await importJob.start(sheet.name, chosen, photos);
      setSheet(null);
      setOnlyErrors(false);
    } catch {
      toast.danger(t('errors.generic', { ns: 'api' }));
    } finally {
      setStarting(false);
    }
  };

  const header = check.status === 'checking' || check.status === 'done' ? check.header : null;

  return (
    <div style={{ width: 0, minWidth: '100%', maxWidth: 1100 }}>
      <title>{pageTitle(t('import.title'))}</title>
      <h1 className="h3 mb-2">{t('import.title')}</h1>
      <p className="text-body-secondary">{t('import.intro')}</p>
      {/* A full plan is told before anything is chosen; the import's own notice covers a limit met while sending. */}
      {importJob.planLimit ? null : <PlanLimitNotice className="mb-3" />}

      {importJob.planLimit ? (
        <Alert variant="warning" role="alert">
          <Alert.Heading as="h2" className="h6">
            {t('import.limitTitle')}
          </Alert.Heading>
          <p className="mb-2">
            {t('import.limitText', {
              plan: t(`plans.${importJob.planLimit.plan}`, { defaultValue: importJob.planLimit.plan }),
              limit: importJob.planLimit.limit,
            })}
          </p>
          <Link to={paths.subscription} className="btn btn-warning btn-sm">
            {t('import.seePlans')}
          </Link>
        </Alert>
      ) : null}

      {job && !activeHere && unfinished && status !== 'limit' && status !== 'stopped' ? (
        <Alert variant="info" role="status">
          <Alert.Heading as="h2" className="h6">
            {t('import.resumeTitle')}
          </Alert.Heading>
          <p className="mb-2">{t('import.resumeText', { file: job.meta.fileName, done: count(counts.done + counts.failed), total: count(counts.valid) })}</p>
          <div className="d-flex flex-wrap gap-2">
            <Button onClick={importJob.resume}>{t('import.resume')}</Button>
            <Button variant="outline-secondary" onClick={() => setConfirm('discard')}>
              {t('import.discard')}
            </Button>
          </div>
        </Alert>
      ) : null}

      {job ? (
        <>
          {status === 'stopped' ? (
            <Alert variant="warning" role="alert">
              {t('import.stopped')}
            </Alert>
          ) : null}
          {(activeHere || status === 'limit' || status === 'stopped') && !cancelled ? (
            <ImportProgress
              counts={counts}
              status={status}
              inFlight={runner?.inFlight ?? 0}
              onPause={() => runner?.pause()}
              onResume={importJob.resume}
              onCancel={() => setConfirm('cancel')}
            />
          ) : null}
          {!unfinished || cancelled ? (
            <Alert variant={counts.failed ? 'warning' : 'success'} role="status">
              {cancelled
                ? t('import.cancelled', { created: t('counts.partsCreated', { count: counts.done }) })
                : t('import.finished', {
                    created: t('counts.partsCreated', { count: counts.done }),
                    failed: t('counts.withErrors', { count: counts.failed }),
                    skipped: t('counts.skipped', { count: counts.invalid }),
                  })}
            </Alert>
          ) : null}
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button variant="outline-primary" onClick={downloadReport}>
              {t('import.report')}
            </Button>
            {!activeHere && counts.failed > 0 && !cancelled ? (
              <Button
                variant="outline-secondary"
                onClick={() => {
                  if (!runner) return importJob.resume();
                  void runner.retryFailed().then(importJob.resume);
                }}
              >
                {t('import.retryFailed')}
              </Button>
            ) : null}
            {!activeHere && (!unfinished || cancelled) ? (
              <Button variant="outline-secondary" onClick={() => void importJob.discard()}>
                {t('import.newImport')}
              </Button>
            ) : null}
          </div>
        </>
      ) : importJob.loaded ? (
        <>
          <Section id="import-template" title={t('import.template')}>
            <p className="small text-body-secondary">{t('import.templateHelp', { columns: IMPORT_COLUMNS.join('; ') })}</p>
            <div className="d-flex flex-wrap gap-2">
              <Button variant="outline-primary" onClick={() => void downloadTemplate('csv')}>
                {t('import.templateCsv')}
              </Button>
              <Button variant="outline-primary" onClick={() => void downloadTemplate('xlsx')}>
                {t('import.templateXlsx')}
              </Button>
            </div>
          </Section>
          <Section id="import-files" title={t('import.files')}>
            <Form.Group controlId="import-sheet" className="mb-3">
              <Form.Label>{t('import.sheet')}</Form.Label>
              <Form.Control type="file" accept={SHEET_ACCEPT} onChange={pickSheet} aria-describedby="import-sheet-help" />
              <Form.Text id="import-sheet-help">{t('import.sheetHelp')}</Form.Text>
            </Form.Group>
            <Form.Group controlId="import-photos" className="mb-3">
              <Form.Label>{t('import.photos')}</Form.Label>
              <Form.Control type="file" multiple accept={PHOTO_ACCEPT} onChange={pickPhotos(setPickedFiles)} aria-describedby="import-photos-help" />
            </Form.Group>
            <Form.Group controlId="import-folder" className="mb-2">
              <Form.Label>{t('import.photosFolder')}</Form.Label>
              {/* webkitdirectory: the browser offers a folder and gives every file in it. */}
              <Form.Control
                type="file"
                multiple
                onChange={pickPhotos(setFolderFiles)}
                aria-describedby="import-photos-help"
                {...({ webkitdirectory: '' } as Record<string, string>)}
              />
            </Form.Group>
            <Form.Text id="import-photos-help" className="d-block">
              {t('import.photosHelp')} {photos.size ? t('import.photosChosen', { count: photos.size }) : null}
            </Form.Text>
          </Section>

          {check.status === 'failed' ? (
            <Alert variant="danger" role="alert">
              {sheetFailureText(t, check.failure)}
            </Alert>
          ) : null}
          {sheet && listed.isError ? <QueryError query={listed} variant="alert" tone="warning" message={t('import.codesUnchecked')} /> : null}
          {header?.missing.length ? (
            <Alert variant="danger" role="alert">
              {t('import.missingColumns', { columns: header.missing.join(', ') })}
            </Alert>
          ) : null}
          {header?.ignored.length ? <p className="small text-body-secondary">{t('import.ignoredColumns', { columns: header.ignored.join(', ') })}</p> : null}
          {check.status === 'checking' ? <CheckProgress check={check} /> : null}
          {check.status === 'done' && !header?.missing.length && !check.rows.length ? (
            <Alert variant="warning" role="alert">
              {t('import.noRows')}
            </Alert>
          ) : null}
        </>
      ) : null}

      {rows.length ? (
        <section aria-labelledby="import-preview-title">
          <h2 id="import-preview-title" className="visually-hidden">
            {t('import.table')}
          </h2>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <p className="mb-0" data-testid="import-summary">
              {t('import.summary', {
                total: t('counts.rows', { count: counts.total }),
                valid: t('counts.valid', { count: counts.valid }),
                invalid: t('counts.withErrors', { count: counts.invalid }),
              })}
            </p>
            <Form.Check
              type="switch"
              id="import-only-errors"
              label={t('import.onlyErrors')}
              checked={onlyErrors}
              onChange={(e) => setOnlyErrors(e.target.checked)}
            />
          </div>
          {repeated > 0 ? (
            <Alert variant="warning" className="py-2">
              <p className="mb-1">{t('import.repeated', { count: repeated })}</p>
              <Form.Check
                type="switch"
                id="import-skip-repeated"
                label={t('import.skipRepeated')}
                checked={skipRepeated}
                onChange={(e) => setSkipRepeated(e.target.checked)}
              />
            </Alert>
          ) : null}
          {shown.length ? <ImportTable rows={shown} sent={Boolean(job)} version={version} /> : <p className="text-body-secondary">{t('import.noErrorRows')}</p>}
          {!job && check.status === 'done' && toSend > 0 ? (
            <Button className="mt-3" size="lg" onClick={() => void startImport()} disabled={starting}>
              {t('import.start', { count: toSend, formatted: count(toSend) })}
            </Button>
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        show={confirm === 'cancel'}
        title={t('import.cancelTitle')}
        confirmLabel={t('import.cancelConfirm')}
        onConfirm={() => {
          runner?.cancel();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      >
        <p className="mb-0">{t('import.cancelText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'discard'}
        title={t('import.discardTitle')}
        confirmLabel={t('import.discard')}
        onConfirm={async () => {
          await importJob.discard();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      >
        <p className="mb-0">{t('import.discardText')}</p>
      </ConfirmDialog>
    </div>
  );
}
