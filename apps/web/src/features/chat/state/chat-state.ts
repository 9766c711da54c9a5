import {
  CHAT_SESSION_STATUS_LABELS,
  type ChatMessage,
  type ChatSession,
  type ChatSide,
  type SendableMessageType,
} from '@vakilyar/contract';
import type { ChatError, ChatFrame, SocketStatus } from '../socket/chat-socket';
import { messageFromFrame } from './message-from-frame';

/** A message written here and not yet stored by the server: shown as a pending bubble until it is. */
export interface PendingMessage {
  clientId: string;
  /** The text; for an image or file, the upload's pid. */
  content: string;
  messageType: SendableMessageType;
  /** The file's name and, for an image, a local preview address. */
  attachment?: { name: string; previewUrl?: string };
  createdAt: string;
}

/** What the chat room shows (product-spec section 4). */
export interface ChatState {
  /** The first load of the session and its history over HTTP. */
  load: 'loading' | 'ready' | 'failed';
  status: SocketStatus;
  connected: boolean;
  error: ChatError | null;
  /** Who is typing now, by user pid ('ai' for the assistant). */
  typing: Record<string, boolean>;
  session: ChatSession | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Older history is on the server. */
  hasOlder: boolean;
  /** Mine, written and not yet stored, in the order written. */
  pending: PendingMessage[];
}

export const initialChatState: ChatState = {
  load: 'loading',
  status: 'idle',
  connected: false,
  error: null,
  typing: {},
  session: null,
  messages: [],
  hasOlder: false,
  pending: [],
};

export type ChatAction =
  | { type: 'status'; status: SocketStatus }
  | { type: 'error'; error: ChatError | null }
  | { type: 'loaded'; session: ChatSession; messages: ChatMessage[]; hasOlder?: boolean }
  | { type: 'loadFailed' }
  | { type: 'older'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; reader: string }
  | { type: 'ended'; session?: ChatSession }
  | { type: 'frame'; frame: ChatFrame }
  | { type: 'queued'; pending: PendingMessage }
  | { type: 'dropPending'; clientId: string };

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.created_at) - Date.parse(b.created_at);

/** The messages of both lists, each once (by pid), oldest first. */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.pid));
  const added = incoming.filter((message) => !known.has(message.pid));
  return added.length === 0 ? current : [...current, ...added].sort(byTime);
}

/** The side of a session a user is on: the client, or else the consultant. */
export function sideOf(session: ChatSession, userPid: string): ChatSide {
  return session.client.pid === userPid ? 'client' : 'consultant';
}

/**
 * Whether a message counts as unread for one side until that side reads, as the server counts it: the
 * consultant's side for the client's words and the system's, the client's side for everything else.
 */
export function countsAsUnreadFor(session: ChatSession, message: ChatMessage, side: ChatSide): boolean {
  const fromClient = !message.is_ai && !message.is_system && message.sender?.pid === session.client.pid;
  if (side === 'client') return !fromClient;
  return session.kind === 'consultant' && (fromClient || message.is_system);
}

/** A new message goes up on the unread counters of the sides it is news to. */
function countUnread(session: ChatSession | null, message: ChatMessage): ChatSession | null {
  if (!session) return session;
  const next = { ...session };
  if (countsAsUnreadFor(session, message, 'client')) next.unread_client_messages += 1;
  if (countsAsUnreadFor(session, message, 'consultant')) next.unread_consultant_messages += 1;
  if (countsAsUnreadFor(session, message, session.my_role)) next.unread_count += 1;
  return next;
}

/** A read receipt zeroes the reader's side: the client's if the reader is the session's client. */
function markRead(session: ChatSession | null, reader: string): ChatSession | null {
  if (!session) return session;
  const side = sideOf(session, reader);
  return {
    ...session,
    ...(side === 'client' ? { unread_client_messages: 0 } : { unread_consultant_messages: 0 }),
    ...(side === session.my_role ? { unread_count: 0 } : {}),
  };
}

/** The pending bubbles whose messages the server has now stored (by their client id) are gone. */
function settlePending(pending: PendingMessage[], stored: ChatMessage[]): PendingMessage[] {
  if (pending.length === 0) return pending;
  const ids = new Set(stored.flatMap((message) => (message.client_id ? [message.client_id] : [])));
  const left = pending.filter((message) => !ids.has(message.clientId));
  return left.length === pending.length ? pending : left;
}

function addMessage(state: ChatState, message: ChatMessage): ChatState {
  if (state.messages.some((known) => known.pid === message.pid)) {
    const pending = settlePending(state.pending, [message]);
    return pending === state.pending ? state : { ...state, pending };
  }
  const typist = message.sender?.pid ?? (message.is_ai ? 'ai' : null);
  const typing = typist && state.typing[typist] ? { ...state.typing, [typist]: false } : state.typing;
  return {
    ...state,
    messages: [...state.messages, message],
    pending: settlePending(state.pending, [message]),
    typing,
    session: countUnread(state.session, message),
  };
}

function applyFrame(state: ChatState, frame: ChatFrame): ChatState {
  switch (frame.type) {
    case 'chat.message':
      return addMessage(state, messageFromFrame(frame));
    case 'user_typing':
      return { ...state, typing: { ...state.typing, [frame.user]: frame.is_typing } };
    case 'message_read':
      return { ...state, session: markRead(state.session, frame.reader) };
    case 'session_ended':
      return state.session
        ? {
            ...state,
            typing: {},
            session: {
              ...state.session,
              status: frame.status,
              status_label: CHAT_SESSION_STATUS_LABELS[frame.status],
              end_reason: frame.end_reason,
              ended_at: frame.ended_at,
            },
          }
        : state;
    case 'chat.error':
      return { ...state, error: { code: frame.code, message: frame.message } };
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'status':
      return {
        ...state,
        status: action.status,
        connected: action.status === 'open',
        // Nobody is known to be typing across a lost connection.
        typing: action.status === 'open' ? state.typing : {},
        error: action.status === 'open' ? null : state.error,
      };
    case 'error':
      return { ...state, error: action.error };
    case 'loaded':
      return {
        ...state,
        load: 'ready',
        session: action.session,
        messages: merge(state.messages, action.messages),
        pending: settlePending(state.pending, action.messages),
        hasOlder: action.hasOlder ?? state.hasOlder,
      };
    case 'loadFailed':
      return state.load === 'loading' ? { ...state, load: 'failed' } : state;
    case 'older':
      return { ...state, messages: merge(state.messages, action.messages), hasOlder: action.hasOlder };
    case 'message':
      return addMessage(state, action.message);
    case 'read':
      return { ...state, session: markRead(state.session, action.reader) };
    case 'ended':
      return state.session
        ? {
            ...state,
            typing: {},
            session: {
              ...(action.session ?? state.session),
              status: 'completed',
              status_label: CHAT_SESSION_STATUS_LABELS.completed,
            },
          }
        : state;
    case 'frame':
      return applyFrame(state, action.frame);
    case 'queued':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'dropPending':
      return { ...state, pending: state.pending.filter((p) => p.clientId !== action.clientId) };
  }
}
