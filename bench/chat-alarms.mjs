// Alarms across processes: each consultant holds the alarm stream (server-sent events) on one process while
// the client ends the session through the other; ending writes the consultant an alarm, whose change must
// reach the stream on the first process (PostgreSQL NOTIFY). Times the end request, sent, to the event.

const ALARMS_STREAM = '/api/notification/v1/alarms/stream/';
const WAIT_MS = 5000;

/** Reads server-sent events from a fetch body, calling `onEvent(name, data)` for each. */
async function readEvents(body, onEvent) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = block.match(/^event: (.*)$/m)?.[1];
      const data = block.match(/^data: (.*)$/m)?.[1];
      if (name && data) onEvent(name, JSON.parse(data));
      end = buffer.indexOf('\n\n');
    }
  }
}

async function oneSession(pair, endOn, streamOn) {
  const abort = new AbortController();
  const counts = [];
  let wake = () => undefined;
  const response = await fetch(`${streamOn}${ALARMS_STREAM}`, {
    headers: { authorization: `Bearer ${pair.consultant.token}` },
    signal: abort.signal,
  });
  readEvents(response.body, (name, data) => {
    if (name === 'alarms') {
      counts.push(data.unseen_count);
      wake();
    }
  }).catch(() => undefined);
  const nextCount = (after) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), WAIT_MS);
      const check = () => {
        if (counts.length > after) {
          clearTimeout(timer);
          resolve(counts[after]);
        }
      };
      wake = check;
      check();
    });
  try {
    const before = await nextCount(0);
    const endedAt = performance.now();
    const ended = await fetch(`${endOn}/api/chat/v1/sessions/${pair.session}/end-session/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.client.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!ended.ok) return null;
    const after = await nextCount(1);
    return after === (before ?? 0) + 1 ? performance.now() - endedAt : null;
  } finally {
    abort.abort();
  }
}

export async function chatAlarmsAcross(pairs, endOn, streamOn) {
  const times = [];
  for (const pair of pairs) {
    const ms = await oneSession(pair, endOn, streamOn);
    if (ms !== null) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q) =>
    times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1) : '–';
  return { sent: pairs.length, received: times.length, p50: at(0.5), max: at(1) };
}
