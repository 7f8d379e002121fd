import { describe, expect, it } from 'vitest';
import { isNotFound } from './route-cache-handler';

describe('the route cache handler', () => {
  it('keeps no 404 page and no cached read that found nothing', () => {
    expect(isNotFound({ kind: 'APP_PAGE', status: 404, html: '…' })).toBe(true);
    expect(isNotFound({ kind: 'APP_ROUTE', status: 404 })).toBe(true);
    expect(isNotFound({ kind: 'FETCH', data: { body: 'null', status: 200 } })).toBe(true);
    expect(isNotFound({ kind: 'APP_PAGE', status: 200 })).toBe(false);
    expect(isNotFound({ kind: 'APP_PAGE', status: undefined })).toBe(false);
    expect(isNotFound({ kind: 'FETCH', data: { body: '{"event":{}}' } })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
