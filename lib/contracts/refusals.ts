// The extra fields of the payment calls' refusals (a failed call's error body), shared by the
// donation and sign-up contracts.

/** A card payment that has not gone through (409): the provider's status, its Issue Number and text. */
export type CardPaymentRefusal = { status: string; issueNumber: string; failure: string };

/**
 * A refused sign-up's extra fields: moved registration answers `code: 1` and where to sign up
 * instead; a card payment that has not gone through, the provider's status and Issue Number.
 */
export type SignupRefusal = { code: number; redirectLink: string; linkText: string } & CardPaymentRefusal;
