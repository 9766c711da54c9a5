// npm run bench: prints figures, never passes or fails. BENCH_SECONDS and BENCH_CONNECTIONS tune the load.
import { benchFoundation } from './foundation.mjs';

console.log(
  `Vakilyar benchmarks on ${process.version}, autocannon, ${process.env.BENCH_SECONDS ?? 10} s per scenario`,
);
await benchFoundation();
