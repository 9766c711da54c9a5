// The chat bench's verdicts: each figure beside the target.
import { verdict } from './lib.mjs';

const ms = (value) => `${(value ?? 0).toFixed(2)} ms`;

/**
 * Capacity is measured (the highest rate delivered with p99 within target) and also bounded by the server
 * CPU a message costs (a core's second divided by it: the server process's ceiling, PostgreSQL's and
 * Redis's own CPU aside); two processes against one compares a message's cost to both processes with
 * twice its cost to one. On a CPU-starved machine latency mostly measures the starving.
 */
export function reportChat({ one, two, alarms, target, passes }) {
  console.log('');
  if (one) {
    const at = one.steps.find((s) => s.rate === target.rate);
    const cost = one.costed?.cpuMsPerMessage ?? 0;
    verdict(
      'sockets open and signed in, one process',
      one.opened.ready,
      `≥ ${target.sockets}`,
      one.opened.ready >= target.sockets,
    );
    verdict(
      'delivery p99 at 1,000 msg/s, one process',
      at ? `${at.p99} ms` : 'not reached',
      `≤ ${target.p99} ms`,
      Boolean(at && passes(at)),
    );
    verdict(
      'measured capacity, one process',
      `${one.capacity} msg/s`,
      `≥ ${target.rate}`,
      one.capacity >= target.rate,
    );
    verdict(`server CPU a message at ${one.costed?.rate} msg/s`, ms(cost), '(reported)', true);
    verdict(
      `PostgreSQL CPU a message at ${one.costed?.rate} msg/s`,
      ms(one.costed?.databaseMsPerMessage),
      '(reported)',
      true,
    );
    verdict(
      'server process ceiling by its CPU',
      `${Math.round(1000 / cost)} msg/s`,
      `≥ ${target.rate}`,
      1000 / cost >= target.rate,
    );
  }
  if (two) {
    const crossed = two.steps.reduce((sum, s) => sum + s.delivered, 0);
    verdict('messages delivered across processes', crossed, '> 0', crossed > 0);
    verdict('measured capacity, two processes', `${two.capacity} msg/s`, '(reported)', true);
    verdict(
      `server CPU a message at ${two.costed?.rate} msg/s, both`,
      ms(two.costed?.cpuMsPerMessage),
      '(reported)',
      true,
    );
    verdict(
      'alarms announced across processes',
      `${alarms.received}/${alarms.sent}`,
      'all',
      alarms.received === alarms.sent,
    );
  }
  if (one && two) {
    const measured = one.capacity ? two.capacity / one.capacity : 0;
    verdict(
      'two processes ÷ one, measured',
      measured.toFixed(2),
      `≥ ${target.scale}`,
      measured >= target.scale,
    );
    const sustained = (one.kept?.rate ?? 0) ? (two.kept?.rate ?? 0) / one.kept.rate : 0;
    verdict(
      `two processes ÷ one, sustained (${two.kept?.rate} / ${one.kept?.rate} msg/s)`,
      sustained.toFixed(2),
      `≥ ${target.scale}`,
      sustained >= target.scale,
    );
    // At the highest rate both kept up with: a message's cost falls as the rate (and the batches) grow.
    const rate = Math.min(one.costed?.rate ?? 0, two.costed?.rate ?? 0);
    const cost = (run) => run.steps.find((s) => s.rate === rate)?.cpuMsPerMessage ?? 0;
    const byCpu = cost(two) ? (2 * cost(one)) / cost(two) : 0;
    verdict(
      `two processes ÷ one, by server CPU at ${rate} msg/s`,
      byCpu.toFixed(2),
      `≥ ${target.scale}`,
      byCpu >= target.scale,
    );
  }
}
