import { defineConfig } from 'tsup';

// The server as one ESM file; npm packages stay external, the workspace contract is bundled in.
export default defineConfig({
  // backup.js: the backup and restore commands, run beside the server (node apps/server/dist/backup.js).
  entry: { main: 'src/main.ts', backup: 'src/modules/backup/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@vakilyar/contract'],
});
