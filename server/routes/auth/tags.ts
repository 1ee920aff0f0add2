/** OpenAPI tag of every account route. */
export const AUTH_TAGS = ['auth'];

/** The envelope of a success that carries only a message. */
export const done = (message: string) => ({ success: true, message });
