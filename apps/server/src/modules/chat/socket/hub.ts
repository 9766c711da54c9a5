import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@vakilyar/contract';
import { Redis } from 'ioredis';
import type { ChatLog } from '../chat-log.ts';

/** One open socket of one participant, as the hub sees it. */
export interface ChatConnection {
  userPid: string;
  send(frame: ServerFrame): void;
  /** Closes the socket; resolves once the client answered the close (or gave up). */
  close(code: number, reason: string): Promise<void>;
}

interface Envelope {
  session: string;
  frame: ServerFrame;
  /** Not delivered to this user's sockets (their own typing). */
  exceptUser?: string;
}

/**
 * Delivers frames to every socket of a session, whichever process holds it: through one Redis pub/sub
 * channel when REDIS_URL is set (every process subscribes once at start, and delivers what it hears to
 * its own sockets, its own publications included), in-process otherwise.
 */
export function createChatHub(options: { redisUrl?: string; channel?: string; log?: ChatLog }) {
  const channel = options.channel ?? 'vakilyar:chat';
  const rooms = new Map<string, Set<ChatConnection>>();
  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;

  function deliver(envelope: Envelope) {
    for (const connection of rooms.get(envelope.session) ?? []) {
      if (envelope.exceptUser && connection.userPid === envelope.exceptUser) continue;
      connection.send(envelope.frame);
    }
  }

  async function start(): Promise<void> {
    if (!options.redisUrl || subscriber) return;
    const name = `vakilyar-chat-${randomUUID().slice(0, 8)}`;
    publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, connectionName: name });
    subscriber = new Redis(options.redisUrl, { connectionName: name });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: unknown) => options.log?.warn({ err: error }, 'chat hub: Redis error'));
    }
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        deliver(JSON.parse(raw) as Envelope);
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
    const envelope: Envelope = { session, frame, ...extra };
    if (!publisher) return deliver(envelope);
    try {
      await publisher.publish(channel, JSON.stringify(envelope));
    } catch (error) {
      options.log?.error({ err: error }, 'chat hub: Redis publish failed, delivering locally only');
      deliver(envelope);
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
