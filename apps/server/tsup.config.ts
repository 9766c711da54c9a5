import { defineConfig } from 'tsup';

// The server as one ESM file; npm packages stay external, the workspace contract is bundled in.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@vakilyar/contract'],
});
