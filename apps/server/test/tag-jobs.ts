import { randomUUID } from 'node:crypto';
import { tagJobsScheduledHere } from '../src/jobs/job-tag.ts';

// Runs before each test file, also when files share their worker's modules: every file tags the jobs it
// schedules with a tag of its own, so that its `runDueJobs` runs only its jobs.
tagJobsScheduledHere(`test:${randomUUID()}`);
