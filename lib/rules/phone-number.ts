/** US and international formats: optional +, digits, spaces, dashes, dots, parentheses; 10–15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 10 && digits <= 15;
}
