import type pg from 'pg';
import { newPid } from '../../../core/ids.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { displayName } from '../chat-users.ts';
import type { MessageRow } from './session-access.ts';

// The hot path of chat: a participant's text message in an active session is one statement, one round
// trip, no transaction of its own. It locks the session row for the statement only (so it still
// serializes with ending and reading), stores the message unless its client id is already stored, and
// counts it unread for the other side, exactly as storeMessageOnce does. A named statement: PostgreSQL
// parses and plans it once per connection.
const SEND_TEXT = {
  name: 'chat_send_text',
  text: `
with s as (
  select id, kind, client_id from chat_sessions
  where pid = $1 and (client_id = $2 or consultant_id = $2) and status = 'active' and ends_at > now()
  for update
),
m as (
  insert into chat_messages (pid, session_id, sender_id, sender_name, content, message_type, client_message_id)
  select $3, s.id, $2, $4, $5, 'text', $6 from s
  on conflict (session_id, client_message_id) do nothing
  returning id, session_id, created_at
),
counted as (
  update chat_sessions c set
    unread_client_messages = c.unread_client_messages + (case when c.client_id = $2 then 0 else 1 end),
    unread_consultant_messages = c.unread_consultant_messages
      + (case when c.kind = 'consultant' and c.client_id = $2 then 1 else 0 end),
    last_message_at = m.created_at
  from m where c.id = m.session_id
)
select m.id, m.session_id, m.created_at, s.kind, s.client_id from m join s on s.id = m.session_id`,
};

export interface SentText {
  row: MessageRow;
  kind: string;
  side: 'client' | 'consultant';
}

/**
 * Stores a participant's text message in one statement; null when it was not stored that way (not a
 * participant, a session that is over or past its time, a client id already stored): the caller then
 * takes the transactional path, which tells these apart.
 */
export async function sendTextAtOnce(
  db: Db,
  actor: Actor,
  sessionPid: string,
  content: string,
  clientId: string | null,
): Promise<SentText | null> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const pid = newPid();
  const senderName = displayName(actor);
  const { rows } = await pool.query<{
    id: string;
    session_id: string;
    created_at: Date;
    kind: string;
    client_id: string;
  }>({ ...SEND_TEXT, values: [sessionPid, actor.userId, pid, senderName, content, clientId] });
  const [stored] = rows;
  if (!stored) return null;
  return {
    kind: stored.kind,
    side: Number(stored.client_id) === actor.userId ? 'client' : 'consultant',
    row: {
      id: Number(stored.id),
      pid,
      sessionId: Number(stored.session_id),
      senderId: actor.userId,
      senderName,
      content,
      messageType: 'text',
      isAi: false,
      isSystem: false,
      attachmentPid: null,
      citations: [],
      clientMessageId: clientId,
      createdAt: stored.created_at,
    },
  };
}
