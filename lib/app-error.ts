import 'server-only';
import { FORBIDDEN, NOT_FOUND, PLEASE_LOG_IN } from './rules/messages';
import { API_ERROR_CODES } from './rules/api-error-codes';

// The one error type services throw. It carries a domain code, never an HTTP status:
// lib/http.ts alone decides what each code answers (errorResponse).

export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** The call needs a solved proof-of-work challenge first (a payment start while declines run high). */
  'CHALLENGE_REQUIRED',
  /** A service the call needs is not configured here, or did not answer (a payment provider). */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra fields of the answer next to `error` (fieldErrors, a machine-readable code, retryAfter). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, body);
export const unauthorized = (message = PLEASE_LOG_IN) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = FORBIDDEN, body?: Record<string, unknown>) =>
  new AppError('FORBIDDEN', message, body);
export const notFound = (message = NOT_FOUND, body?: Record<string, unknown>) =>
  new AppError('NOT_FOUND', message, body);
export const conflict = (message: string, body?: Record<string, unknown>) => new AppError('CONFLICT', message, body);
export const payloadTooLarge = (message: string, body?: Record<string, unknown>) =>
  new AppError('PAYLOAD_TOO_LARGE', message, body);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const unavailable = (message: string, body?: Record<string, unknown>) =>
  new AppError('UNAVAILABLE', message, body);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfter: retryAfterSeconds });
export const challengeRequired = (message: string) =>
  new AppError('CHALLENGE_REQUIRED', message, { code: API_ERROR_CODES.challengeRequired });

/** True for an AppError of `code`: how callers tell a domain error apart (never by status). */
export const isAppError = (error: unknown, code?: ErrorCode): error is AppError =>
  error instanceof AppError && (code === undefined || error.code === code);
