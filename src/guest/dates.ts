const DAY_MS = 86_400_000;

/** A calendar day `days` after `date` (both `YYYY-MM-DD`), counted in UTC so no time zone shifts it. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
