/** OpenAPI tag of every account route. */
export const AUTH_TAGS = ['auth'];
