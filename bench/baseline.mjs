// The baseline every scenario is compared with: a bare Fastify hello-world, measured in the same run.
import { join } from 'node:path';
import { load, startProcess, stopProcess, waitFor } from './lib.mjs';

export async function measureBaseline() {
  const hello = startProcess([join(import.meta.dirname, 'hello.mjs')], { PORT: '3201' });
  try {
    await waitFor('http://127.0.0.1:3201/');
    return await load('http://127.0.0.1:3201/');
  } finally {
    await stopProcess(hello);
  }
}
