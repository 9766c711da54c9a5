// The chat bench's load generator, forked by bench/chat.mjs so that its CPU is not the server's: it opens
// the participants' sockets, sends chat messages at a fixed rate from random participants, and times each
// message from the sender's send to its receipt by the other participant of the session.
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';

/** @type {{ socket: WebSocket, peer: number, session: string }[]} */
let sockets = [];
/** client id → [sent at (ms), the index of the socket that must receive it] */
const pending = new Map();
let latencies = [];
let errors = 0;
let closedEarly = 0;
let pongs = 0;

const TEXTS = ['سلام، پرونده را خواندم.', 'جلسهٔ دادگاه سه‌شنبه است.', 'لطفاً رونوشت قرارداد را بفرستید.'];

function openOne(spec, index) {
  return new Promise((resolve) => {
    const socket = new WebSocket(spec.url, { perMessageDeflate: false });
    const entry = { socket, peer: spec.peer, session: spec.session, open: false };
    socket.on('message', (data) => {
      const text = data.toString();
      // Only chat.message frames are timed; a JSON parse per frame is what a browser does too.
      const frame = JSON.parse(text);
      if (frame.type === 'chat.message') {
        const waiting = pending.get(frame.client_id);
        if (waiting && waiting[1] === index) {
          latencies.push(performance.now() - waiting[0]);
          pending.delete(frame.client_id);
        }
      } else if (frame.type === 'pong') {
        pongs++;
      } else if (frame.type === 'chat.error') {
        if (errors++ === 0) console.error(`  first chat.error: ${text}`);
      }
    });
    socket.on('open', () => {
      entry.open = true;
      resolve(entry);
    });
    socket.on('error', () => {
      if (!entry.open) resolve(null);
    });
    socket.on('close', () => {
      if (entry.open) closedEarly++;
      entry.open = false;
    });
  });
}

async function openAll(specs, concurrency) {
  const started = performance.now();
  sockets = new Array(specs.length);
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < specs.length) {
        const index = next++;
        const entry = await openOne(specs[index], index);
        if (!entry) failed++;
        sockets[index] = entry;
      }
    }),
  );
  const opened = performance.now();
  // A ping each, answered once the server has checked the token and the session (frames sent earlier wait):
  // a socket is ready when its pong is back.
  pongs = 0;
  const open = sockets.filter((s) => s?.open);
  for (const entry of open) entry.socket.send('{"type":"ping"}');
  const until = performance.now() + 120_000;
  while (pongs < open.length && performance.now() < until) await sleep(50);
  return {
    open: open.length,
    ready: pongs,
    failed,
    ms: Math.round(opened - started),
    readyMs: Math.round(performance.now() - started),
  };
}

const percentile = (sorted, q) =>
  sorted.length
    ? Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1))
    : null;

async function run(rate, seconds, runId) {
  latencies = [];
  errors = 0;
  pending.clear();
  const live = sockets.map((s, i) => (s?.open ? i : -1)).filter((i) => i >= 0);
  let sent = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const from = live[Math.floor(Math.random() * live.length)];
      const entry = sockets[from];
      const clientId = `b${process.pid.toString(36)}r${runId}m${sent}`;
      pending.set(clientId, [performance.now(), entry.peer]);
      entry.socket.send(
        `{"type":"chat.message","message":"${TEXTS[sent % TEXTS.length]} ${sent}","message_type":"text","client_id":"${clientId}"}`,
      );
    }
    await sleep(2);
  }
  // What is still on its way after two seconds counts as lost for this step.
  const drainUntil = performance.now() + 2000;
  while (pending.size > 0 && performance.now() < drainUntil) await sleep(20);
  const sorted = latencies.sort((a, b) => a - b);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    sent,
    delivered: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
    errors,
    closed: closedEarly,
    clientsCpu: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
  };
}

process.on('message', async (command) => {
  if (command.type === 'open') {
    process.send({ type: 'opened', ...(await openAll(command.sockets, command.concurrency)) });
  } else if (command.type === 'run') {
    process.send({ type: 'ran', ...(await run(command.rate, command.seconds, command.runId)) });
  } else if (command.type === 'close') {
    for (const entry of sockets) entry?.socket.terminate();
    process.exit(0);
  }
});
