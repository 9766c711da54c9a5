import type { ChatMessage, ChatSide } from '@vakilyar/contract';
import type { Executor } from '../../../db/client.ts';
import { usersById } from '../chat-users.ts';
import { uploadsByPid } from '../sessions/attachments.ts';
import { messageFrame, presentMessage } from '../sessions/present.ts';
import type { MessageRow, SessionRow } from '../sessions/session-access.ts';
import type { ChatHub } from './hub.ts';

/**
 * What the chat services announce once their transaction has committed, as socket frames to the
 * session's participants (through the hub, so every process's sockets hear it).
 */
export function createChatEvents(db: Executor, hub: ChatHub) {
  async function presentStored(session: SessionRow, row: MessageRow): Promise<ChatMessage> {
    const [people, uploads] = await Promise.all([
      usersById(db, row.senderId ? [row.senderId] : []),
      uploadsByPid(db, row.attachmentPid ? [row.attachmentPid] : []),
    ]);
    return presentMessage(
      row,
      session.pid,
      row.senderId ? people.get(row.senderId) : undefined,
      row.attachmentPid ? uploads.get(row.attachmentPid) : undefined,
    );
  }

  /** A message was stored: everyone in the session receives it, its sender's other sockets included. */
  async function messageStored(session: SessionRow, row: MessageRow): Promise<ChatMessage> {
    const message = await presentStored(session, row);
    await hub.publish(session.pid, messageFrame(message));
    return message;
  }

  /** A message already presented (the sender's own text, stored at once) goes out as it is. */
  async function messagePresented(message: ChatMessage) {
    await hub.publish(message.session, messageFrame(message));
  }

  async function sessionEnded(session: SessionRow) {
    await hub.publish(session.pid, {
      type: 'session_ended',
      session: session.pid,
      status: session.status as 'completed' | 'expired',
      end_reason: session.endReason,
      ended_at: (session.endedAt ?? new Date()).toISOString(),
    });
  }

  async function read(session: SessionRow, readerPid: string, side: ChatSide) {
    await hub.publish(session.pid, {
      type: 'message_read',
      reader: readerPid,
      session: session.pid,
      side,
      unread_client_messages: session.unreadClientMessages,
      unread_consultant_messages: session.unreadConsultantMessages,
      read_at: new Date().toISOString(),
    });
  }

  /** Someone is typing: the others hear it, the typist's own sockets do not. */
  async function typing(sessionPid: string, user: { pid: string; name: string }, isTyping: boolean) {
    await hub.publish(
      sessionPid,
      { type: 'user_typing', user: user.pid, user_name: user.name, is_typing: isTyping },
      { exceptUser: user.pid },
    );
  }

  return { presentStored, messageStored, messagePresented, sessionEnded, read, typing };
}

export type ChatEvents = ReturnType<typeof createChatEvents>;
