/** A list's page size when a request names none, and the most one may ask for. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
