/**
 * An error that becomes a JSON response in react-admin's shape: `{message, code, errors}`.
 * `message` and the field messages may be i18n keys: they are translated into the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    /** Response headers (Retry-After) and the message's interpolation values. */
    readonly extra: { headers?: Record<string, string>; args?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ApiError(400, 'validation', message, errors);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'not_found', message);
export const conflict = (message: string, errors?: Record<string, string>) => new ApiError(409, 'conflict', message, errors);
