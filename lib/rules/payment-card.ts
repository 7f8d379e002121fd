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
