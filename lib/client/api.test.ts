import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateUserCall, sessionCall } from '@/lib/contracts/accounts';
import { checkPromoCodeCall, sendTestEmailCalls } from '@/lib/contracts/events';
import { apiCall, apiFetch } from './api';

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

describe('apiCall', () => {
  it("calls the contract's method and path, with its parameters and its body as JSON", async () => {
    const { calls } = stubBrowser(200, { success: true, message: 'Saved.', user: { _id: 'u 1' } });
    const body = { name: 'Ada', firstName: 'Ada', lastName: 'L', email: 'ada@example.org' };
    const result = await apiCall(updateUserCall, { params: { id: 'u 1' }, body });
    expect(calls[0].url).toBe('/api/user/update/u%201');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify(body));
    expect(result).toMatchObject({ ok: true, status: 200, data: { message: 'Saved.' }, error: null });
  });

  it('sends a PUT for a PUT contract, and a GET without a body', async () => {
    const { calls } = stubBrowser(200, { success: true });
    await apiCall(sendTestEmailCalls.donation, { body: { markdown: 'Hi' } });
    await apiCall(sessionCall);
    expect(calls.map((call) => [call.url, call.init.method, call.init.body])).toEqual([
      ['/api/send_test_email_donation', 'PUT', '{"markdown":"Hi"}'],
      ['/api/session', 'GET', undefined],
    ]);
  });

  it("reads the answer back through the contract's codec: a promo code's dollars come back as cents", async () => {
    stubBrowser(200, { success: true, promoInfo: { code: 'FIVE', promoType: 'perItemPriceCut', value: 5.25 } });
    const result = await apiCall(checkPromoCodeCall, { body: { promoCode: 'FIVE', eventId: 'e1' } });
    expect(result.ok && result.data.promoInfo).toEqual({ code: 'FIVE', promoType: 'perItemPriceCut', value: 525 });
  });

  it('answers the error body and its message when the call fails, and leaves the codec out of it', async () => {
    stubBrowser(404, { success: false, error: 'Invalid Promo Code' });
    const result = await apiCall(checkPromoCodeCall, { body: { promoCode: 'NOPE', eventId: 'e1' } });
    expect(result).toEqual({
      ok: false,
      status: 404,
      data: { success: false, error: 'Invalid Promo Code' },
      error: 'Invalid Promo Code',
    });
  });

  it('keeps the 401 behaviour: to the login page, unless the caller handles it', async () => {
    const { assign } = stubBrowser(401, { error: 'Please log in.' });
    await apiCall(updateUserCall, {
      params: { id: 'u1' },
      body: { name: 'A', firstName: 'A', lastName: 'B', email: 'a@example.org' },
    });
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fedit_profile%3Ftab%3D1');
    assign.mockClear();
    await apiCall(sessionCall, { redirectOn401: false });
    expect(assign).not.toHaveBeenCalled();
  });
});
