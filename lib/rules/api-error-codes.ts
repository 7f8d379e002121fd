// Machine-readable `code`s some error answers carry next to their message, read by the browser.
export const API_ERROR_CODES = {
  /** POST /api/login, 403: right password, but the email address is not confirmed yet. */
  emailNotVerified: 'email_not_verified',
  /**
   * 428 of a payment start (get_form_url, get_intent) while its event, email or address has had too
   * many declines: solve the payment challenge (GET /api/payment_challenge) and send it as `challenge`.
   */
  challengeRequired: 'challenge_required',
} as const;
