import {
  CHAT_RULES,
  type ChatKind,
  type ClientFrame,
  chatSocketPath,
  type ServerFrame,
  zServerFrame,
} from '@vakilyar/contract';
import {
  browserSocket,
  browserTimers,
  SOCKET_OPEN,
  type SocketFactory,
  type SocketLike,
  type Timers,
} from './socket-deps';

export type ChatType = ChatKind;
/** `reconnecting`: the connection was lost and a new one is on its way (backoff, or the line's return). */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The close code of a connection lost without a close frame. */
const LINE_DROPPED = 1006;

/** The longest wait between two reconnections. */
export const MAX_RECONNECT_DELAY_MS = 16_000;

/** The wait before reconnection `attempt` (1, 2, …): doubling from one second, at most 16 s. */
export const reconnectDelay = (attempt: number) =>
  Math.min(CHAT_RULES.reconnectDelayMs * 2 ** (attempt - 1), MAX_RECONNECT_DELAY_MS);

/** The error the spec names when no access token is stored (shown in Persian by its code). */
export const TOKEN_UNAVAILABLE = 'Authentication token not available';

export interface ChatError {
  /** `token_unavailable` for the missing token, else the `code` of a `chat.error` frame. */
  code: string;
  message: string;
}

/** A frame from the server other than pong. */
export type ChatFrame = Exclude<ServerFrame, { type: 'pong' }>;

export interface ChatSocketEvents {
  onStatus?: (status: SocketStatus) => void;
  /** Every (re)connection, once the socket is open. */
  onOpen?: () => void;
  onFrame?: (frame: ChatFrame) => void;
  onError?: (error: ChatError) => void;
}

export interface ChatSocketOptions extends ChatSocketEvents {
  createSocket?: SocketFactory;
  timers?: Timers;
  getToken: () => string | null;
  /** A fresh access token after the server refused `sentToken`; rejects when the session is over. */
  refreshToken?: (sentToken: string) => Promise<string>;
  /** Where the page is served from; the socket goes to the same host. */
  location?: Pick<Location, 'protocol' | 'host'>;
}

/** `ws(s)://{host}/ws/chat/{session_pid}/{chat_type}/?token={access_token}` (api-conventions.md). */
export function chatSocketUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  sessionPid: string,
  chatType: ChatType,
  token: string,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${chatSocketPath(sessionPid, chatType, token)}`;
}

/** A frame of a known type and shape; anything else (a newer server's frame, garbage) is skipped. */
function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = zServerFrame.safeParse(JSON.parse(data));
    return frame.success ? frame.data : null;
  } catch {
    return null;
  }
}

/**
 * One chat socket (product-spec sections 4, 5, 9): connecting -> open -> closed; a ping every 20 s
 * while open; after an abnormal close it keeps reconnecting (reconnecting), waiting one second, then
 * twice as long each time up to 16 s, and at once when the line returns; none after a normal close
 * (1000). A token the server refused is refreshed before the next try.
 */
export class ChatSocket {
  private readonly options: ChatSocketOptions;
  private readonly createSocket: SocketFactory;
  private readonly timers: Timers;
  private socket: SocketLike | null = null;
  private target: { sessionPid: string; chatType: ChatType } | null = null;
  private sentToken: string | null = null;
  private pingTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private reconnectAttempts = 0;
  private lastCloseCode: number | null = null;
  private currentStatus: SocketStatus = 'idle';

  constructor(options: ChatSocketOptions) {
    this.options = options;
    this.createSocket = options.createSocket ?? browserSocket;
    this.timers = options.timers ?? browserTimers;
  }

  get status(): SocketStatus {
    return this.currentStatus;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN && this.currentStatus === 'open';
  }

  /** Opens the socket of a session; any socket already open is closed first. */
  connect(sessionPid: string, chatType: ChatType): void {
    this.close();
    this.target = { sessionPid, chatType };
    this.reconnectAttempts = 0;
    this.open();
  }

  /** Sends a frame when the socket is open; false otherwise, so the caller can fall back. */
  send(frame: ClientFrame): boolean {
    if (!this.socket || !this.isOpen) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** A normal close (1000): no reconnection follows. */
  close(): void {
    this.stopTimers();
    const socket = this.socket;
    this.socket = null;
    this.target = null;
    if (socket) {
      this.detach(socket);
      socket.close(CHAT_RULES.normalCloseCode);
      this.setStatus('closed');
    }
  }

  /** The device lost its network: the socket is dropped now rather than left to time out. */
  lineLost(): void {
    const socket = this.socket;
    if (!this.target || !socket) return;
    this.detach(socket);
    // A page may only close with 1000 or 4000–4999; for our own bookkeeping the line dropped (1006).
    socket.close(CHAT_RULES.normalCloseCode, 'offline');
    this.handleClose(socket, LINE_DROPPED, true);
  }

  /** The network is back: reconnect without waiting for the backoff. */
  lineBack(): void {
    if (!this.target || this.currentStatus !== 'reconnecting') return;
    // An attempt made while the line was down may hang or fail late: a fresh one replaces it.
    const stale = this.socket;
    if (stale) {
      this.socket = null;
      this.detach(stale);
      stale.close(CHAT_RULES.normalCloseCode);
    }
    this.stopTimers();
    this.reconnectAttempts = 0;
    void this.reconnect();
  }

  private open(): void {
    const target = this.target;
    if (!target) return;
    const token = this.options.getToken();
    if (!token) {
      this.setStatus('closed');
      this.options.onError?.({ code: 'token_unavailable', message: TOKEN_UNAVAILABLE });
      return;
    }
    this.sentToken = token;
    // A reconnection stays «reconnecting» until it is open: the user sees one state, not a flicker.
    if (this.currentStatus !== 'reconnecting') this.setStatus('connecting');
    const url = chatSocketUrl(
      this.options.location ?? window.location,
      target.sessionPid,
      target.chatType,
      token,
    );
    const socket = this.createSocket(url);
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (frame && frame.type !== 'pong') this.options.onFrame?.(frame);
    };
    socket.onclose = (event) => this.handleClose(socket, event.code);
    // A failed connection also fires close, which decides about reconnecting.
    socket.onerror = () => undefined;
  }

  private handleOpen(): void {
    this.reconnectAttempts = 0;
    this.lastCloseCode = null;
    this.setStatus('open');
    this.pingTimer = this.timers.setInterval(() => this.send({ type: 'ping' }), CHAT_RULES.pingIntervalMs);
    this.options.onOpen?.();
  }

  private handleClose(socket: SocketLike, code: number, force = false): void {
    if (socket !== this.socket && !force) return;
    this.socket = null;
    this.stopTimers();
    this.lastCloseCode = code;
    if (code === CHAT_RULES.normalCloseCode || code === CHAT_RULES.closeForbidden) {
      this.setStatus('closed');
      return;
    }
    this.setStatus('reconnecting');
    this.reconnectAttempts += 1;
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      void this.reconnect();
    }, reconnectDelay(this.reconnectAttempts));
  }

  private async reconnect(): Promise<void> {
    const target = this.target;
    if (this.lastCloseCode === CHAT_RULES.closeUnauthorized && this.options.refreshToken && this.sentToken) {
      try {
        await this.options.refreshToken(this.sentToken);
      } catch {
        // The session is over; the app already went to /login.
        return;
      }
      // connect() or close() ran while the token was being refreshed.
      if (this.target !== target || this.socket) return;
    }
    this.open();
  }

  private stopTimers(): void {
    if (this.pingTimer !== null) this.timers.clearInterval(this.pingTimer);
    if (this.reconnectTimer !== null) this.timers.clearTimeout(this.reconnectTimer);
    this.pingTimer = null;
    this.reconnectTimer = null;
  }

  private detach(socket: SocketLike): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }
}
