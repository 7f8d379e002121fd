import type { z } from 'zod';

/** Key for errors about the whole input rather than one field. */
export const FORM_ERROR_KEY = '_form';

export interface ValidationErrorBody {
  /** The first message, for a banner or alert. */
  error: string;
  /** Messages per field, nested fields dotted: `participants.0.email`. */
  fieldErrors: Record<string, string[]>;
}

/** The documented HTTP 400 body (CONTRACT §1). */
export function toValidationErrorBody(error: z.ZodError): ValidationErrorBody {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    const messages = (fieldErrors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { error: error.issues[0]?.message ?? 'Invalid input', fieldErrors };
}
