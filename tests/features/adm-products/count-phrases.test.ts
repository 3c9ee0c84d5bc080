import { i18n } from '@/app/i18n';

/** The import and bulk-edit summaries as the pages build them: each count agrees with its own noun. */
function phrases(lng: string) {
  const t = i18n.getFixedT(lng, 'advertiser');
  return {
    summary: (total: number, valid: number, invalid: number) =>
      t('import.summary', {
        total: t('counts.rows', { count: total }),
        valid: t('counts.valid', { count: valid }),
        invalid: t('counts.withErrors', { count: invalid }),
      }),
    finished: (created: number, failed: number, skipped: number) =>
      t('import.finished', {
        created: t('counts.partsCreated', { count: created }),
        failed: t('counts.withErrors', { count: failed }),
        skipped: t('counts.skipped', { count: skipped }),
      }),
    bulk: (changed: number, failed: number) =>
      t('listTools.bulk.summary', { changed: t('counts.changed', { count: changed }), failed: t('counts.failed', { count: failed }) }),
  };
}

it('Portuguese: one is singular, zero and many are plural, thousands are grouped', async () => {
  await i18n.loadLanguages('pt');
  const pt = phrases('pt');
  expect(pt.summary(3, 1, 2)).toBe('3 linhas: 1 válida, 2 com erros.');
  expect(pt.summary(10000, 9997, 3)).toBe('10.000 linhas: 9.997 válidas, 3 com erros.');
  expect(pt.summary(1, 0, 1)).toBe('1 linha: 0 válidas, 1 com erro.');
  expect(pt.finished(1, 0, 2)).toBe('Importação concluída: 1 peça criada, 0 com erros, 2 ignoradas.');
  expect(pt.finished(5, 1, 1)).toBe('Importação concluída: 5 peças criadas, 1 com erro, 1 ignorada.');
  expect(pt.bulk(2, 0)).toBe('2 alteradas, 0 falharam');
  expect(pt.bulk(1, 1)).toBe('1 alterada, 1 falhou');
});

it('English: the same sentences', async () => {
  await i18n.loadLanguages('en');
  await i18n.loadNamespaces('advertiser');
  const en = phrases('en');
  expect(en.summary(3, 1, 2)).toBe('3 rows: 1 valid, 2 with errors.');
  expect(en.summary(1, 0, 1)).toBe('1 row: 0 valid, 1 with an error.');
  expect(en.finished(1, 0, 2)).toBe('Import finished: 1 part created, 0 with errors, 2 skipped.');
  expect(en.bulk(1, 2)).toBe('1 changed, 2 failed');
});
