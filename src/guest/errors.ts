import { HttpError } from 'ra-core';

/** The API's field messages (`{errors: {field: message}}`, already in the reader's language) of a refused call. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** The message of a refused call for the whole form: the server's, unless every word of it is on a field already. */
export const formErrorOf = (error: unknown, shownOnFields: string[] = []): string | null => {
  if (!error) return null;
  const fields = fieldErrorsOf(error);
  const onShownField = Object.keys(fields).some((f) => shownOnFields.includes(f));
  if (onShownField) return null;
  const own = Object.values(fields)[0];
  return own ?? (error instanceof Error ? error.message : String(error));
};
