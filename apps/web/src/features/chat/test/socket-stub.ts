import { vi } from 'vitest';
import { FakeSocket } from './fake-socket';

/**
 * Replaces the browser's WebSocket for a whole-app test; `sockets` lists every one the page opened,
 * newest last, for the test to open, feed and drop.
 */
export function stubWebSocket() {
  const sockets: FakeSocket[] = [];
  class StubSocket extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  vi.stubGlobal('WebSocket', StubSocket);
  const latest = async (): Promise<FakeSocket> => {
    await vi.waitFor(() => {
      if (sockets.length === 0) throw new Error('no socket yet');
    });
    return sockets.at(-1) as FakeSocket;
  };
  return { sockets, latest };
}
