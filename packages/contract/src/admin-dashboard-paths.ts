/** Relative to the API base `/api`, like `API` in paths.ts. */
export const adminDashboardPaths = { summary: '/admin/v1/dashboard/summary/' } as const;
