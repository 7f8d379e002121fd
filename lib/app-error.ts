// The one error type services throw; lib/http.ts turns it into the documented answer.
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new AppError(400, message, body);
export const unauthorized = (message = 'Please log in.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) => new AppError(409, message, body);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { retryAfter: retryAfterSeconds });
