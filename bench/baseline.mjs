// The baseline every scenario is compared with: a bare Fastify hello-world, measured in the same run.
import { join } from 'node:path';
import { benchPort, load, startProcess, stopProcess, waitFor } from './lib.mjs';

export async function measureBaseline() {
  const port = benchPort(0);
  const hello = startProcess([join(import.meta.dirname, 'hello.mjs')], { PORT: String(port) });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await load(`http://127.0.0.1:${port}/`);
  } finally {
    await stopProcess(hello);
  }
}
