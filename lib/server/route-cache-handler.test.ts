import { describe, expect, it } from 'vitest';
import { isNotFound, usesRedis } from './route-cache-handler';

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

describe('the shared cache', () => {
  it('is Redis for a server with REDIS_URL, never for a build or the edge runtime', () => {
    expect(usesRedis({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(true);
    expect(usesRedis({})).toBe(false);
    expect(usesRedis({ REDIS_URL: ' ' })).toBe(false);
    expect(usesRedis({ REDIS_URL: 'redis://x', NEXT_PHASE: 'phase-production-build' })).toBe(false);
    expect(usesRedis({ REDIS_URL: 'redis://x', NEXT_RUNTIME: 'edge' })).toBe(false);
  });
});
