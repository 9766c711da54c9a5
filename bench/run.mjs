// npm run bench [foundation|office|money|reminders|chat|lighthouse|drafting|law|tasks]: prints figures, never passes or fails. BENCH_SECONDS and
// BENCH_CONNECTIONS tune the load; every scenario is compared with a hello-world measured in this run.
import { measureBaseline } from './baseline.mjs';
import { benchChat } from './chat.mjs';
import { benchFoundation } from './foundation.mjs';
import { benchLaw } from './law.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchMoney } from './money.mjs';
import { benchOffice } from './office.mjs';
import { benchReminders } from './reminders.mjs';
import { benchTasks } from './tasks.mjs';

console.log(
  `Vakilyar benchmarks on ${process.version}, autocannon, ${process.env.BENCH_SECONDS ?? 10} s per scenario`,
);
const only = process.argv[2];
const baseline = ['reminders', 'chat', 'lighthouse', 'law', 'tasks'].includes(only)
  ? null
  : await measureBaseline();
if (!only || only === 'foundation') await benchFoundation(baseline);
if (!only || only === 'office') await benchOffice(baseline);
if (!only || only === 'money') await benchMoney(baseline);
if (!only || only === 'reminders') await benchReminders();
if (!only || only === 'chat') await benchChat();
if (!only || only === 'lighthouse') await benchLighthouse();
if (only === 'drafting')
  (await import('node:child_process')).execFileSync('npx', ['tsx', 'bench/drafting.ts'], {
    stdio: 'inherit',
  });
if (!only || only === 'law') await benchLaw();
if (!only || only === 'tasks') await benchTasks();
