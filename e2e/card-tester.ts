import http from 'node:http';
import { expect } from '@playwright/test';

// A card tester, as a script runs it against the app over HTTP (issue 18's probe): declined cards
// from several loopback addresses (127.0.0.2 and up; the app's server sees each as its own client
// address), each through the hosted-form gateway's three steps: get_form_url with a donation, the
// card posted to the gateway's form-url, complete_donation. Every decline counts against its
// address, its email and the event, as a real one does.

type Answer = { status: number; location: string | null; text: string };

function post(baseURL: string, from: string, path: string, body: string, type: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseURL),
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const postJson = async (baseURL: string, from: string, path: string, body: unknown) => {
  const answer = await post(baseURL, from, path, JSON.stringify(body), 'application/json');
  return { ...answer, body: JSON.parse(answer.text) };
};

/**
 * `perAddress` declined $10 gifts to `eventId` from each of `addresses` (in parallel, one after
 * the other per address), the emails taken in turn from `emails`.
 */
export async function declineCards(
  baseURL: string,
  {
    eventId,
    addresses,
    emails,
    perAddress,
  }: { eventId: string; addresses: string[]; emails: string[]; perAddress: number },
) {
  const expiry = `12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  await Promise.all(
    addresses.map(async (from, address) => {
      for (let i = 0; i < perAddress; i++) {
        const gift = {
          eventId,
          teamCampaignId: '---General---',
          indieCampaignId: '---General---',
          baseAmount: 10,
          payFees: false,
          firstName: 'Card',
          lastName: 'Tester',
          email: emails[(address * perAddress + i) % emails.length],
          address: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
        };
        const started = await postJson(baseURL, from, '/api/safesave/get_form_url', {
          amount: 10,
          redirectUrl: `${baseURL}/afterdonate?provider=safesave`,
          donation: gift,
        });
        expect(started.status, started.text).toBe(200);
        const card = new URLSearchParams({
          'billing-cc-number': '4000000000000002',
          'billing-cc-exp': expiry,
          'billing-cvv': '123',
        });
        const posted = await post(
          baseURL,
          from,
          started.body.formUrl,
          card.toString(),
          'application/x-www-form-urlencoded',
        );
        const tokenId = new URL(posted.location!, baseURL).searchParams.get('token-id')!;
        const completed = await postJson(baseURL, from, `/api/safesave/complete_donation/${tokenId}`, gift);
        expect(completed.body.issueNumber).toBe('201');
      }
    }),
  );
}
