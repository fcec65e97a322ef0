/** `roomTypeId` → `room_type_id`: API fields are camelCase, columns snake_case. */
export const toSnakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `room-types` → `roomTypes`. */
export const toCamelCase = (name: string) => name.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());
