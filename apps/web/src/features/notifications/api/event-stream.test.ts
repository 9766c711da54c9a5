import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream';

/** A body that arrives in the given chunks, as a network would cut it. */
const bodyOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('reading the alarm stream', () => {
  it('gives each named event once its block is complete, across cut chunks, and skips heartbeats', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(
      bodyOf([
        'retry: 3000\n\n',
        'event: alarms\ndata: {"unseen_',
        'count":1}\n\n: keep-alive\n\n',
        'event: alarms\r\ndata: {"unseen_count":2}\r\n\r\nevent: expired\ndata: {}\n\n',
      ]),
      (event) => events.push(event),
    );
    expect(events).toEqual([
      { event: 'alarms', data: '{"unseen_count":1}' },
      { event: 'alarms', data: '{"unseen_count":2}' },
      { event: 'expired', data: '{}' },
    ]);
  });
});
