import { notificationPaths } from '@vakilyar/contract';

const path = `/api${notificationPaths.alarmsStream}`;

/** An open event stream over a real socket, read the way the web app reads it (fetch, Bearer header). */
export async function openStream(origin: string, token: string) {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  let ended = false;
  const pump = (async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let split = buffer.indexOf('\n\n');
      while (split >= 0) {
        const block = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ?? '' });
        split = buffer.indexOf('\n\n');
      }
    }
    ended = true;
  })();
  const waitFor = async (test: () => boolean, ms = 5_000) => {
    const until = Date.now() + ms;
    while (!test() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return test();
  };
  return {
    response,
    events,
    counts: () => events.filter((e) => e.event === 'alarms').map((e) => JSON.parse(e.data).unseen_count),
    isEnded: () => ended,
    waitFor,
    close: async () => {
      await reader?.cancel().catch(() => undefined);
      await pump;
    },
  };
}
