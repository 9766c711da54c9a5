// The chat bench's verdicts: each figure beside the target.
import { verdict } from './lib.mjs';

/**
 * Capacity is measured (the highest rate delivered with p99 within target) and also estimated from the
 * server CPU a message costs (a core's second divided by it; with two processes, two cores shared by
 * every message's two halves): on a CPU-starved machine latency mostly measures the starving.
 */
export function reportChat({ one, two, alarms, target, passes }) {
  console.log('');
  if (one) {
    const at = one.steps.find((s) => s.rate === target.rate);
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
    verdict(
      'server CPU per message, one process',
      `${one.cpuMsPerMessage.toFixed(2)} ms`,
      '(reported)',
      true,
    );
    verdict(
      'CPU-bound capacity, one process',
      `${Math.round(1000 / one.cpuMsPerMessage)} msg/s`,
      `≥ ${target.rate}`,
      1000 / one.cpuMsPerMessage >= target.rate,
    );
  }
  if (two) {
    const crossed = two.steps.reduce((sum, s) => sum + s.delivered, 0);
    verdict('messages delivered across processes', crossed, '> 0', crossed > 0);
    verdict('measured capacity, two processes', `${two.capacity} msg/s`, '(reported)', true);
    verdict(
      'server CPU per message, both processes',
      `${two.cpuMsPerMessage.toFixed(2)} ms`,
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
    const byCpu = (2 * one.cpuMsPerMessage) / two.cpuMsPerMessage;
    verdict(
      'two processes ÷ one, by CPU per message',
      byCpu.toFixed(2),
      `≥ ${target.scale}`,
      byCpu >= target.scale,
    );
  }
}
