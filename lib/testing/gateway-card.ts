// Step 2 of the hosted-form gateway as a browser does it, for tests and the bench: the card form
// posted straight to the gateway's form-url (billing-cc-number, billing-cc-exp as MMYY,
// billing-cvv). The gateway answers 303 to the redirect-url with token-id.

/** Any expiry still valid: December of next year, as MMYY. */
export const VALID_EXPIRY = `12${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

export type GatewayCard = { number?: string; expiry?: string; cvv?: string };

/** Posts the card; answers the gateway's reply (status, and where it sends the browser). */
export async function postCardToGateway(
  formUrl: string,
  { number = '4111111111111111', expiry = VALID_EXPIRY, cvv = '123' }: GatewayCard = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ 'billing-cc-number': number, 'billing-cc-exp': expiry, 'billing-cvv': cvv }),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location, formUrl) : null };
}
