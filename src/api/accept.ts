/** Checks for apiRequest's `accept`: the least a body must hold to be what a call promises. */

const field = (data: unknown, key: string): unknown =>
  data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;

/** An object whose `key` is a non-empty string (an id, a token). */
export const hasText =
  (key: string) =>
  (data: unknown): boolean => {
    const value = field(data, key);
    return typeof value === 'string' && value !== '';
  };

/** An object whose `key` is a string, empty or not (a text that may be blank). */
export const hasString =
  (key: string) =>
  (data: unknown): boolean =>
    typeof field(data, key) === 'string';

/** An object whose `key` is one of `values`. */
export const hasOneOf =
  (key: string, values: readonly string[]) =>
  (data: unknown): boolean =>
    values.includes(field(data, key) as string);

/** One page of a list: { items: [...], … }. */
export const isPage = (data: unknown): boolean => Array.isArray(field(data, 'items'));

export const isObject = (data: unknown): boolean => !!data && typeof data === 'object';
