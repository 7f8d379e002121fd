// Machine-readable `code`s some error answers carry next to their message, read by the browser.
export const API_ERROR_CODES = {
  /** POST /api/login, 403: right password, but the email address is not confirmed yet. */
  emailNotVerified: 'email_not_verified',
} as const;
