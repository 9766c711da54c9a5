import type { ChatMessage, ChatSession, SendableMessageType } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { type ChatError, ChatSocket, type ChatSocketOptions } from '../socket/chat-socket';
import { type ChatRoomApi, httpApi, randomClientId } from './chat-room-api';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
  type PendingMessage,
} from './chat-state';

export type { ChatRoomApi } from './chat-room-api';

/** Messages per page of history. */
export const HISTORY_PAGE_SIZE = 30;
/** Messages fetched at most when catching up after a reconnection. */
const CATCH_UP_PAGE_SIZE = 100;

export type ChatRoomOptions = Omit<ChatSocketOptions, 'onStatus' | 'onOpen' | 'onFrame' | 'onError'> & {
  api?: ChatRoomApi;
  /** A fresh client id for a message; random by default. */
  newClientId?: () => string;
};

/** My own pid in a session: its client, or its consultant. */
export function myPid(session: ChatSession): string | undefined {
  return session.my_role === 'client' ? session.client.pid : session.consultant?.pid;
}

/**
 * One chat room: its socket, its state and the HTTP calls behind them (product-spec sections 4, 5).
 * Connecting loads the session and its history, then opens the socket; every (re)connection catches
 * up with what was said meanwhile; messages, read receipts and
 * typing go through the socket when it is open, and messages and receipts fall back to POSTs when not.
 * A message I write is a pending bubble, with a client id, until the server has stored it: it is sent
 * again (same id, stored once) on every reconnection, so nothing written offline is lost or doubled.
 */
export class ChatRoom {
  private state: ChatState = initialChatState;
  private readonly listeners = new Set<() => void>();
  private readonly errorHandlers = new Set<(error: ChatError) => void>();
  private readonly socket: ChatSocket;
  private readonly api: ChatRoomApi;
  private sessionPid: string | null = null;
  private firstLoad: Promise<void> = Promise.resolve();
  private readonly newClientId: () => string;
  private flushing = false;
  /** Client ids sent over the current socket and not yet echoed: not sent again until it reconnects. */
  private readonly onThisSocket = new Set<string>();

  constructor({ api = httpApi, newClientId = randomClientId, ...socketOptions }: ChatRoomOptions) {
    this.api = api;
    this.newClientId = newClientId;
    this.socket = new ChatSocket({
      ...socketOptions,
      onStatus: (status) => this.dispatch({ type: 'status', status }),
      onOpen: () => {
        this.onThisSocket.clear();
        void this.catchUp().then(() => this.flushPending());
      },
      onFrame: (frame) => {
        this.dispatch({ type: 'frame', frame });
        if (frame.type === 'chat.error') this.reportError({ code: frame.code, message: frame.message });
      },
      onError: (error) => {
        this.dispatch({ type: 'error', error });
        this.reportError(error);
      },
    });
  }

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Calls back with every chat error: a missing token, a `chat.error` frame. */
  onError(handler: (error: ChatError) => void): () => void {
    this.errorHandlers.add(handler);
    return () => {
      this.errorHandlers.delete(handler);
    };
  }

  /** Loads the session and its history, then opens its socket (`consultant` or `ai` after its kind). */
  connect(sessionPid: string): void {
    this.socket.close();
    this.sessionPid = sessionPid;
    this.state = initialChatState;
    this.emit();
    this.firstLoad = this.loadHistory(sessionPid);
  }

  /** «تلاش دوباره»: the first load again when it failed, else a fresh socket (the history stays). */
  retry(): void {
    const pid = this.sessionPid;
    const session = this.state.session;
    if (!pid) return;
    if (this.state.load === 'ready' && session) this.socket.connect(pid, session.kind);
    else this.connect(pid);
  }

  disconnect(): void {
    this.sessionPid = null;
    this.socket.close();
  }

  /** Shows the message as pending at once, then sends it (now, or when the line is back). */
  async sendMessage(content: string): Promise<void> {
    const text = content.trim();
    if (!this.sessionPid || !text) return;
    await this.queue({ content: text, messageType: 'text' });
  }

  /** An image or file message, once its upload (`uploadPid`) is stored. */
  async sendAttachment(
    uploadPid: string,
    messageType: Exclude<SendableMessageType, 'text'>,
    attachment: PendingMessage['attachment'],
  ): Promise<void> {
    if (!this.sessionPid) return;
    await this.queue({ content: uploadPid, messageType, attachment });
  }

  /** The device's network went away: the socket is dropped now, not after a timeout. */
  lineLost(): void {
    this.socket.lineLost();
  }

  /** The network is back: reconnect at once; pending messages go out once connected. */
  lineBack(): void {
    this.socket.lineBack();
    void this.flushPending();
  }

  private async queue(message: Omit<PendingMessage, 'clientId' | 'createdAt'>): Promise<void> {
    const pending: PendingMessage = {
      ...message,
      clientId: this.newClientId(),
      createdAt: new Date().toISOString(),
    };
    this.dispatch({ type: 'queued', pending });
    await this.flushPending();
  }

  /**
   * Sends every pending message, in order: over the open socket (each stays pending until the server's
   * chat.message carries its client id back), else by POST; a network failure keeps it for later, a
   * refusal (the session is over, a bad file) drops it with the server's reason.
   */
  private async flushPending(): Promise<void> {
    const pid = this.sessionPid;
    if (!pid || this.flushing) return;
    this.flushing = true;
    try {
      for (const pending of [...this.state.pending]) {
        const frame = {
          type: 'chat.message' as const,
          message: pending.content,
          message_type: pending.messageType,
          client_id: pending.clientId,
        };
        if (this.onThisSocket.has(pending.clientId)) continue;
        if (this.socket.send(frame)) {
          this.onThisSocket.add(pending.clientId);
          continue;
        }
        try {
          const message = await this.api.sendMessage(pid, pending.content, {
            clientId: pending.clientId,
            messageType: pending.messageType,
          });
          if (pid !== this.sessionPid) return;
          this.dispatch({ type: 'message', message });
          this.dispatch({ type: 'dropPending', clientId: pending.clientId });
        } catch (error) {
          if (isApiError(error) && error.type === 'network_error') return;
          this.dispatch({ type: 'dropPending', clientId: pending.clientId });
          const reason = isApiError(error) && 'message' in error ? error.message : undefined;
          if (reason) this.reportError({ code: isApiError(error) ? error.type : 'unknown', message: reason });
          if (!isApiError(error)) return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async markRead(): Promise<void> {
    const pid = this.sessionPid;
    const session = this.state.session;
    if (!pid || !session) return;
    if (!this.socket.send({ type: 'chat.read' })) await this.api.markSessionRead(pid);
    const reader = myPid(session);
    if (reader && pid === this.sessionPid) this.dispatch({ type: 'read', reader });
  }

  /** Tells the other side I am typing; only over an open socket (product-spec section 5). */
  setTyping(isTyping: boolean): void {
    this.socket.send({ type: 'chat.typing', is_typing: isTyping });
  }

  /** Ends the session for both sides; resolves to the server's confirmation. */
  async endSession(reason: string | null): Promise<string | null> {
    const pid = this.sessionPid;
    if (!pid) return null;
    const { session, message } = await this.api.endSession(pid, reason);
    if (pid === this.sessionPid) this.dispatch({ type: 'ended', session });
    return message;
  }

  /** The client rates the ended chat. */
  async rate(rating: number, comment: string): Promise<void> {
    const pid = this.sessionPid;
    if (!pid || !this.api.rateSession) return;
    const session = await this.api.rateSession(pid, rating, comment);
    if (pid === this.sessionPid) this.dispatch({ type: 'loaded', session, messages: [] });
  }

  /** The page of history before the oldest message shown. */
  async loadOlder(): Promise<void> {
    const pid = this.sessionPid;
    const oldest = this.state.messages[0];
    if (!pid || !oldest || !this.state.hasOlder) return;
    const page = await this.api.listSessionMessages(pid, {
      before: oldest.pid,
      page_size: HISTORY_PAGE_SIZE,
    });
    if (pid !== this.sessionPid) return;
    this.dispatch({
      type: 'older',
      messages: page.results,
      hasOlder: page.results.length >= HISTORY_PAGE_SIZE,
    });
  }

  private async loadHistory(pid: string): Promise<void> {
    try {
      const [session, page] = await Promise.all([
        this.api.getSession(pid),
        this.api.listSessionMessages(pid, { page_size: HISTORY_PAGE_SIZE }),
      ]);
      if (pid !== this.sessionPid) return;
      this.dispatch({ type: 'loaded', session, messages: page.results, hasOlder: page.next !== null });
      this.socket.connect(pid, session.kind);
    } catch {
      if (pid === this.sessionPid) this.dispatch({ type: 'loadFailed' });
    }
  }

  /** After a (re)connection: the session's counters and whatever was said while the socket was down. */
  private async catchUp(): Promise<void> {
    const pid = this.sessionPid;
    await this.firstLoad;
    if (!pid || pid !== this.sessionPid) return;
    const last: ChatMessage | undefined = this.state.messages.at(-1);
    try {
      const [session, page] = await Promise.all([
        this.api.getSession(pid),
        this.api.listSessionMessages(pid, { page_size: CATCH_UP_PAGE_SIZE, after: last?.pid }),
      ]);
      if (pid === this.sessionPid) this.dispatch({ type: 'loaded', session, messages: page.results });
    } catch {
      // The history shown stays; the next reconnection tries again.
    }
  }

  private reportError(error: ChatError): void {
    for (const handler of this.errorHandlers) handler(error);
  }

  private dispatch(action: ChatAction): void {
    const next = chatReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
