import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';

// fetch and window are the browser's; the code under test is ours.
function stubBrowser(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  const assign = vi.fn();
  vi.stubGlobal('window', { location: { pathname: '/edit_profile', search: '?tab=1', assign } });
  return { calls, assign };
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends objects as JSON with POST and reads the JSON answer', async () => {
    const { calls } = stubBrowser(200, { user: { _id: '1' } });
    const result = await apiFetch<{ user: { _id: string } }>('/api/user/update/1', { body: { name: 'A' } });
    expect(result).toEqual({ ok: true, status: 200, data: { user: { _id: '1' } }, error: null });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"name":"A"}');
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json');
    expect(calls[0].init.credentials).toBe('same-origin');
  });

  it('on 401 sends the browser to /login with this page as the redirect', async () => {
    const { assign } = stubBrowser(401, { error: 'Please log in.' });
    const result = await apiFetch('/api/create_event', { body: {} });
    expect(result.error).toBe('Please log in.');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fedit_profile%3Ftab%3D1');
  });

  it('leaves a 401 to callers that handle it themselves', async () => {
    const { assign } = stubBrowser(401, { error: "can't authenticate" });
    const result = await apiFetch('/api/login', { body: {}, redirectOn401: false });
    expect(result).toMatchObject({ ok: false, status: 401, error: "can't authenticate" });
    expect(assign).not.toHaveBeenCalled();
  });

  it('answers a readable error when the network fails or the answer is not JSON', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect((await apiFetch('/api/x')).error).toBe('Something went wrong. Please try again.');
    stubBrowser(500, undefined);
    expect(await apiFetch('/api/x')).toMatchObject({
      ok: false,
      status: 500,
      data: {},
      error: 'Something went wrong. Please try again.',
    });
  });
});
