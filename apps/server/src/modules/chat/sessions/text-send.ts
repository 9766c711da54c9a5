import type pg from 'pg';
import { newPid } from '../../../core/ids.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { displayName } from '../chat-users.ts';
import type { MessageRow } from './session-access.ts';

// The hot path of chat: participants' text messages in active sessions. The texts that arrive while
// earlier ones are being written go to PostgreSQL together, as one statement and one commit (one WAL
// flush for the lot, instead of one each: the flush, not the CPU, was what capped the rate). The
// statement locks the sessions' rows (in id order, so two batches never deadlock, and ending or
// reading a session still serializes with sending), stores each message unless its client id is
// already stored, and counts them unread for the other side exactly as storeMessageOnce does.
const SEND_TEXTS = {
  name: 'chat_send_texts',
  text: `
with input as (
  select * from unnest($1::text[], $2::int8[], $3::text[], $4::text[], $5::text[], $6::text[])
    with ordinality as i(session_pid, sender_id, pid, sender_name, content, client_id, n)
),
locked as (
  select c.id, c.pid, c.kind, c.client_id, c.consultant_id from chat_sessions c
  where c.pid in (select session_pid from input) and c.status = 'active' and c.ends_at > now()
  order by c.id
  for update
),
m as (
  insert into chat_messages (pid, session_id, sender_id, sender_name, content, message_type, client_message_id)
  select i.pid, l.id, i.sender_id, i.sender_name, i.content, 'text', i.client_id
  from input i join locked l on l.pid = i.session_pid and i.sender_id in (l.client_id, l.consultant_id)
  order by i.n
  on conflict (session_id, client_message_id) do nothing
  returning id, pid, session_id, sender_id, created_at
),
counted as (
  update chat_sessions c set
    unread_client_messages = c.unread_client_messages + x.for_client,
    unread_consultant_messages = c.unread_consultant_messages + x.for_consultant,
    last_message_at = x.last_at
  from (
    select m.session_id,
      count(*) filter (where m.sender_id <> l.client_id) as for_client,
      count(*) filter (where l.kind = 'consultant' and m.sender_id = l.client_id) as for_consultant,
      max(m.created_at) as last_at
    from m join locked l on l.id = m.session_id
    group by m.session_id
  ) x
  where c.id = x.session_id
)
select m.id, m.pid, m.session_id, m.created_at, l.kind, l.client_id from m join locked l on l.id = m.session_id`,
};

/** Statements writing texts at once; what arrives meanwhile waits for the next, batched. */
const MAX_IN_FLIGHT = 3;
const MAX_BATCH = 500;

export interface SentText {
  row: MessageRow;
  kind: string;
  side: 'client' | 'consultant';
}

interface Waiting {
  actor: Actor;
  sessionPid: string;
  pid: string;
  senderName: string;
  content: string;
  clientId: string | null;
  resolve: (sent: SentText | null) => void;
  reject: (error: unknown) => void;
}

interface StoredRow {
  id: string;
  pid: string;
  session_id: string;
  created_at: Date;
  kind: string;
  client_id: string;
}

function sentText(waiting: Waiting, stored: StoredRow): SentText {
  return {
    kind: stored.kind,
    side: Number(stored.client_id) === waiting.actor.userId ? 'client' : 'consultant',
    row: {
      id: Number(stored.id),
      pid: waiting.pid,
      sessionId: Number(stored.session_id),
      senderId: waiting.actor.userId,
      senderName: waiting.senderName,
      content: waiting.content,
      messageType: 'text',
      isAi: false,
      isSystem: false,
      attachmentPid: null,
      citations: [],
      clientMessageId: waiting.clientId,
      createdAt: stored.created_at,
    },
  };
}

export function createTextSender(db: Db) {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function write(batch: Waiting[]) {
    const column = <K extends keyof Waiting>(key: K) => batch.map((w) => w[key]);
    const { rows } = await pool.query<StoredRow>({
      ...SEND_TEXTS,
      values: [
        column('sessionPid'),
        batch.map((w) => w.actor.userId),
        column('pid'),
        column('senderName'),
        column('content'),
        column('clientId'),
      ],
    });
    const byPid = new Map(rows.map((row) => [row.pid, row]));
    for (const waiting of batch) {
      const stored = byPid.get(waiting.pid);
      waiting.resolve(stored ? sentText(waiting, stored) : null);
    }
  }

  function flush() {
    scheduled = false;
    while (queue.length > 0 && inFlight < MAX_IN_FLIGHT) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      inFlight++;
      write(batch)
        .catch((error: unknown) => {
          for (const waiting of batch) waiting.reject(error);
        })
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  }

  /**
   * Stores a participant's text message; null when it was not stored here (not a participant, a session
   * that is over or past its time, a client id already stored): the caller then takes the transactional
   * path, which tells these apart.
   */
  function send(
    actor: Actor,
    sessionPid: string,
    content: string,
    clientId: string | null,
  ): Promise<SentText | null> {
    return new Promise((resolve, reject) => {
      const senderName = displayName(actor);
      queue.push({ actor, sessionPid, pid: newPid(), senderName, content, clientId, resolve, reject });
      // The texts of one turn of the event loop leave together.
      if (!scheduled && inFlight < MAX_IN_FLIGHT) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  }

  return { send };
}

export type TextSender = ReturnType<typeof createTextSender>;
