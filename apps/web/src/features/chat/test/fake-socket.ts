import type { SocketFactory, SocketLike } from '../socket/socket-deps';

/** A WebSocket the test drives: it opens, receives frames and closes when told to. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send() on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** A frame from the server. */
  receive(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection ended, from the server's side or the network's. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** Frames the client sent of one type. */
  sentOfType(type: string): unknown[] {
    return this.sent.filter((frame) => (frame as { type?: string }).type === type);
  }
}

/** A socket factory that remembers every socket it made, newest last. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket: SocketFactory = (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  const latest = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  return { sockets, createSocket, latest };
}
