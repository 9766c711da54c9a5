/** The API is served under /api of the app's own origin (product-spec section 7). */
export const API_BASE_URL = '/api';

/** Default request headers (product-spec section 9). */
export const DEFAULT_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' } as const;
