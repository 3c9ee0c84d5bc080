import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { classifyFailure } from '@/features/adm-products/import/use-import-job';

const http = (status: number, body: unknown, code = `HTTP_${status}`) => new ApiError({ kind: 'http', status, code, body, authenticated: true });

describe('what a failed create means for an imported row', () => {
  it("the API's own refusal (its envelope) is the row's failure, with the server's messages", () => {
    const error = http(400, { success: false, response: 'VALIDATION_ERROR', description: ['Preço inválido'] }, 'VALIDATION_ERROR');
    expect(classifyFailure(error)).toEqual({ kind: 'refused', failure: { code: 'VALIDATION_ERROR', descriptions: ['Preço inválido'] } });
  });

  it("a reply that is not the API's (a static server's or a proxy's 404 page) says nothing of the part: it is looked up before a new send", () => {
    expect(classifyFailure(http(404, '<!doctype html><title>Not Found</title>')).kind).toBe('uncertain');
    expect(classifyFailure(http(404, '')).kind).toBe('uncertain');
  });

  it('a server error or no reply at all is uncertain too', () => {
    expect(classifyFailure(http(502, { success: false, response: 'BAD_GATEWAY' }, 'BAD_GATEWAY')).kind).toBe('uncertain');
    expect(classifyFailure(new ApiError({ kind: 'network', status: null, code: 'NETWORK_ERROR' })).kind).toBe('uncertain');
    expect(classifyFailure(new ApiError({ kind: 'timeout', status: null, code: 'TIMEOUT' })).kind).toBe('uncertain');
  });

  it('a full plan stops the queue; a session refused stops it too', () => {
    expect(classifyFailure(http(409, { success: false, response: 'PLAN_LIMIT_REACHED', limitKind: 'items' }, 'PLAN_LIMIT_REACHED')).kind).toBe('limit');
    expect(classifyFailure(http(401, { success: false, response: 'UNAUTHORIZED' }, 'UNAUTHORIZED')).kind).toBe('session');
  });
});
