// The baseline every scenario is compared with: a bare Fastify hello-world, measured in the same run.
import { join } from 'node:path';
import { benchPort, load, startProcess, stopProcess, waitFor } from './lib.mjs';

/** The hello-world process, on BENCH_PORT, until `stop`. */
export async function startBaseline() {
  const port = benchPort(0);
  const hello = startProcess([join(import.meta.dirname, 'hello.mjs')], { PORT: String(port) });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return { url, stop: () => stopProcess(hello) };
}

export async function measureBaseline() {
  const hello = await startBaseline();
  try {
    return await load(hello.url);
  } finally {
    await hello.stop();
  }
}
