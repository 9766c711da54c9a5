// Runs shell commands side by side (the machine's two cores both work while one suite waits on PostgreSQL
// or a child process) and prints each one's output whole when it ends, so logs stay readable. Exits non-zero
// if any command failed. Usage: node scripts/parallel.mjs "<command>" "<command>" ...
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n--- ${command} (exit ${code}, ${seconds} s) ---\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(commands.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
