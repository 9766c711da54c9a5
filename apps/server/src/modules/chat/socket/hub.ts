import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@vakilyar/contract';
import { Redis } from 'ioredis';
import type { ChatLog } from '../chat-log.ts';

/** One open socket of one participant, as the hub sees it. */
export interface ChatConnection {
  userPid: string;
  /** Sends a frame already serialized: one JSON text (as bytes) for every socket of a fan-out. */
  send(frame: Buffer): void;
  /** Closes the socket; resolves once the client answered the close (or gave up). */
  close(code: number, reason: string): Promise<void>;
}

// On the Redis channel a frame travels as `session TAB except-user TAB frame-json`: a receiving process
// reads the two pids and hands the frame's bytes to its sockets as they came, never parsing the JSON.
// Pids never hold a tab.
const TAB = 0x09;

function envelope(session: string, frameJson: string, exceptUser = ''): string {
  return `${session}\t${exceptUser}\t${frameJson}`;
}

/**
 * Delivers frames to every socket of a session, whichever process holds it: through one Redis pub/sub
 * channel when REDIS_URL is set (every process subscribes once at start, and delivers what it hears to
 * its own sockets, its own publications included), in-process otherwise. A frame is serialized once per
 * fan-out, however many sockets receive it.
 */
export function createChatHub(options: { redisUrl?: string; channel?: string; log?: ChatLog }) {
  const channel = options.channel ?? 'vakilyar:chat';
  const rooms = new Map<string, Set<ChatConnection>>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;

  function deliver(session: string, frame: Buffer, exceptUser: string) {
    for (const connection of rooms.get(session) ?? []) {
      if (exceptUser && connection.userPid === exceptUser) continue;
      connection.send(frame);
    }
  }

  function deliverEnvelope(raw: Buffer) {
    const first = raw.indexOf(TAB);
    const second = first < 0 ? -1 : raw.indexOf(TAB, first + 1);
    if (second < 0) throw new Error('a chat frame without its session');
    const session = raw.toString('utf8', 0, first);
    // Only a process holding the session's sockets pays for more than the lookup.
    if (!rooms.has(session)) return;
    deliver(session, raw.subarray(second + 1), raw.toString('utf8', first + 1, second));
  }

  async function start(): Promise<void> {
    if (!options.redisUrl || subscriber) return;
    const name = `vakilyar-chat-${randomUUID().slice(0, 8)}`;
    // Auto-pipelining: the frames published in one turn of the event loop leave in one write.
    publisher = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 2,
      connectionName: name,
      enableAutoPipelining: true,
    });
    subscriber = new Redis(options.redisUrl, { connectionName: name });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: unknown) => options.log?.warn({ err: error }, 'chat hub: Redis error'));
    }
    subscriber.on('messageBuffer', (_channel: Buffer, raw: Buffer) => {
      try {
        deliverEnvelope(raw);
      } catch (error) {
        options.log?.warn({ err: error }, 'chat hub: unreadable frame from Redis');
      }
    });
    // Redis down at start must not keep the server from starting: ioredis subscribes once it connects.
    const subscribed = subscriber.subscribe(channel).then(() => true);
    const waited = new Promise<false>((resolve) => setTimeout(resolve, 10_000, false).unref());
    if (!(await Promise.race([subscribed, waited]))) {
      options.log?.error(
        {},
        'chat hub: Redis subscription is late; frames reach other processes once it is made',
      );
    }
  }

  /** Sends a frame to the session's sockets in every process; without Redis (or when it fails), here. */
  async function publish(session: string, frame: ServerFrame, extra: { exceptUser?: string } = {}) {
    const frameJson = JSON.stringify(frame);
    const exceptUser = extra.exceptUser ?? '';
    if (!publisher) return deliver(session, Buffer.from(frameJson), exceptUser);
    try {
      await publisher.publish(channel, envelope(session, frameJson, exceptUser));
    } catch (error) {
      options.log?.error({ err: error }, 'chat hub: Redis publish failed, delivering locally only');
      deliver(session, Buffer.from(frameJson), exceptUser);
    }
  }

  function join(session: string, connection: ChatConnection) {
    const room = rooms.get(session) ?? new Set();
    room.add(connection);
    rooms.set(session, room);
  }

  function leave(session: string, connection: ChatConnection) {
    const room = rooms.get(session);
    room?.delete(connection);
    if (room?.size === 0) rooms.delete(session);
  }

  /** Closes every socket of this process (1001 on shutdown) and waits for the close handshakes. */
  async function closeAll(code: number, reason: string) {
    const closing = [...rooms.values()].flatMap((room) => [...room].map((c) => c.close(code, reason)));
    rooms.clear();
    await Promise.all(closing);
  }

  async function stop(): Promise<void> {
    await Promise.all([subscriber?.quit(), publisher?.quit()].map((p) => p?.catch(() => undefined)));
    subscriber = undefined;
    publisher = undefined;
  }

  return { start, stop, publish, join, leave, closeAll };
}

export type ChatHub = ReturnType<typeof createChatHub>;
