// Card checks shared by the hosted-form card fields and the sandbox gateway.

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function passesLuhnCheck(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces and dashes allowed) passing the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{12,19}$/.test(digits) && passesLuhnCheck(digits);
}

/**
 * MMYY with month 01–12 and a year not before the current two-digit year. As the spec states,
 * an earlier month of the current year still passes; the gateway declines such a card itself.
 */
export function isValidExpiration(mmyy: string, now: Date): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(mmyy);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 && year >= now.getFullYear() % 100;
}

/** The gateway's MMYY from a month (1–12) and a two- or four-digit year. */
export function toMMYY(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
}

/**
 * A card's expiry month has passed (the card ends with its month): checked in the browser before
 * paying (issue 21). The spec's MMYY check above stays as it is for the gateway's side, which
 * declines such a card itself (223).
 */
export function isPastExpiry(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The card number as typed, in groups as printed on the card: 4-4-4-4(-3), American Express 4-6-5. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

/** The expiry as typed into one MM/YY field: "0", "06", "06/", "06/2" … "06/27"; a lone first digit above 1 is a month ("4" → "04/"). */
export function formatExpiryTyping(typed: string, previous = ''): string {
  let digits = typed.replace(/\D/g, '');
  if (/^[2-9]$/.test(digits.slice(0, 1))) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  // Deleting the slash deletes the month's last digit with it.
  if (digits.length === 2 && previous.length === 3 && typed.length === 2) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The month and two-digit year of an MM/YY field ("06/27", "0627", "06 / 2027"), or null while it is not one. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) % 100 };
}
