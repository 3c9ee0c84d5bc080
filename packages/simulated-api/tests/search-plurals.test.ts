import { describe, expect, it } from 'vitest';

const base = `${window.location.origin}/api`;

async function post(path: '/search' | '/search-result', term: string): Promise<unknown[]> {
  const fd = new FormData();
  fd.append('term', term);
  const body = (await (await fetch(`${base}${path}`, { method: 'POST', body: fd })).json()) as { success: boolean; response: unknown[] };
  expect(body.success).toBe(true);
  return body.response;
}

describe('the simulated search folds plurals and accents', () => {
  it("'amortecedores' finds what 'amortecedor' finds", async () => {
    const singular = await post('/search-result', 'amortecedor');
    expect(singular.length).toBeGreaterThan(0);
    expect(await post('/search-result', 'amortecedores')).toHaveLength(singular.length);
  });

  it("'farois', 'faróis' and 'FARÓIS' find what 'farol' finds", async () => {
    const singular = await post('/search-result', 'farol');
    expect(singular.length).toBeGreaterThan(0);
    for (const term of ['farois', 'faróis', 'FARÓIS']) expect(await post('/search-result', term)).toHaveLength(singular.length);
  });

  it('suggestions fold plurals too', async () => {
    expect((await post('/search', 'amortecedores')).length).toBeGreaterThan(0);
  });

  it('a term that names nothing still finds nothing', async () => {
    expect(await post('/search-result', 'xyzzy inexistentes')).toEqual([]);
  });
});
