let tag: string | null = null;

/**
 * Test files share one database: each tags the jobs it schedules (a graphile-worker flag) so that its
 * `runDueJobs` runs its own jobs and never another file's. Outside tests no job is tagged.
 */
export function tagJobsScheduledHere(value: string): void {
  tag = value;
}

export const jobTag = (): string | null => tag;
