// The card processor's result codes (accounts spec §8), shown as possible reasons when a payment fails.

export const PAYMENT_RESULT_CODES: Readonly<Record<number, string>> = {
  100: 'Approved',
  200: 'Declined by processor',
  201: 'Do not honor',
  202: 'Insufficient funds',
  203: 'Over limit',
  204: 'Transaction not allowed',
  220: 'Incorrect payment information',
  221: 'No such card issuer',
  222: 'No card number on file',
  223: 'Expired card',
  224: 'Invalid expiration date',
  225: 'Invalid card security code',
  226: 'Invalid PIN',
  240: 'Call issuer',
  250: 'Pick up card',
  251: 'Lost card',
  252: 'Stolen card',
  253: 'Fraudulent card',
  260: 'Declined with further instructions',
  261: 'Declined: stop all recurring payments',
  262: 'Declined: stop this recurring program',
  263: 'Declined: update cardholder data',
  264: 'Declined: retry in a few days',
  300: 'Rejected by gateway; possible reason: duplicate or similar charge on the same card, retry in about 2 minutes',
  400: 'Processor error',
  410: 'Invalid merchant configuration',
  411: 'Merchant inactive',
  420: 'Communication error',
  421: 'Communication error',
  430: 'Duplicate at processor',
  440: 'Processor format error',
  441: 'Invalid transaction information',
  460: 'Feature unavailable',
  461: 'Unsupported card type',
};

export const UNKNOWN_RESULT_CODE = 'Unknown result code';

/** The gateway's answer to a second completion of one token (accounts spec §8: 300, a duplicate). */
export const GATEWAY_DUPLICATE = { result: 3, resultCode: 300 } as const;

/** Accepts the code as the gateway's XML gives it ("201") or as a number. */
export function describeResultCode(code: number | string): string {
  const meaning = PAYMENT_RESULT_CODES[Number(code)];
  return meaning ?? UNKNOWN_RESULT_CODE;
}
