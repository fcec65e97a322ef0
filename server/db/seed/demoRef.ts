import type { ResourceName } from '../../../resources';

/** A reference to another demo record, resolved to its id when seeding. */
export interface DemoRef {
  $ref: string; // '<resource>:<key>'
}
export const ref = (resource: ResourceName, key: string): DemoRef => ({ $ref: `${resource}:${key}` });
export interface DemoRecord {
  key: string;
  values: Record<string, unknown>;
}

