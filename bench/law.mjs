import { spawnSync } from 'node:child_process';

/** The law library's search and the built-in assistant's answers, measured in process (bench/seeders/law-latency.ts). */
export async function benchLaw() {
  console.log('\nLaw library (in process)');
  spawnSync('npx', ['tsx', 'bench/seeders/law-latency.ts'], { stdio: 'inherit' });
}
