import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file tags the jobs it schedules (test/tag-jobs.ts); the files of a worker share its modules, so
    // the server is imported once per worker, not once per file (the suite's time, two cores: 19 → 6 min).
    setupFiles: ['test/tag-jobs.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
