const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is answered like a missing row (404). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
