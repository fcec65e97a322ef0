import type { ResourceLabels, ResourceMessages, ResourceNames } from './types';

/** The resources' full labels from their names and the rest of their labels (kept apart so the names can ship first). */
export const withResourceNames = (names: ResourceNames, labels: ResourceLabels): ResourceMessages =>
  Object.fromEntries(Object.entries(labels).map(([resource, rest]) => [resource, { name: names[resource as keyof ResourceNames], ...rest }])) as ResourceMessages;

/** Each resource with its name only: what react-admin's menu and titles ask before the rest has downloaded. */
export const namesOnly = (names: ResourceNames): Record<keyof ResourceNames, { name: string }> =>
  Object.fromEntries(Object.entries(names).map(([resource, name]) => [resource, { name }])) as Record<keyof ResourceNames, { name: string }>;
