import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../test/fake-socket';
import { ChatSocket, type ChatSocketOptions, chatSocketUrl, TOKEN_UNAVAILABLE } from './chat-socket';

const page = { protocol: 'http:', host: 'vakilyar.test' };

function setup(overrides: Partial<ChatSocketOptions> = {}) {
  const fakes = fakeSockets();
  const onStatus = vi.fn();
  const onError = vi.fn();
  const onOpen = vi.fn();
  const onFrame = vi.fn();
  const socket = new ChatSocket({
    createSocket: fakes.createSocket,
    getToken: () => 'access-1',
    location: page,
    onStatus,
    onError,
    onOpen,
    onFrame,
    ...overrides,
  });
  return { ...fakes, socket, onStatus, onError, onOpen, onFrame };
}

describe('the chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to /ws/chat/{session}/{type}/ with the token, ws: or wss: after the page', () => {
    const { socket, latest } = setup();
    socket.connect('cs_1', 'consultant');
    expect(latest().url).toBe('ws://vakilyar.test/ws/chat/cs_1/consultant/?token=access-1');
    expect(chatSocketUrl({ protocol: 'https:', host: 'a.ir' }, 'cs_2', 'ai', 't')).toBe(
      'wss://a.ir/ws/chat/cs_2/ai/?token=t',
    );
  });

  it('goes from connecting to open to closed', () => {
    const { socket, latest, onStatus, onOpen } = setup();
    socket.connect('cs_1', 'consultant');
    expect(socket.status).toBe('connecting');
    latest().open();
    expect(socket.status).toBe('open');
    expect(onOpen).toHaveBeenCalledOnce();
    latest().drop(1000);
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual(['connecting', 'open', 'closed']);
  });

  it('without a stored token opens nothing and reports the missing token', () => {
    const { socket, sockets, onError } = setup({ getToken: () => null });
    socket.connect('cs_1', 'consultant');
    expect(sockets).toHaveLength(0);
    expect(socket.status).toBe('closed');
    expect(onError).toHaveBeenCalledWith({ code: 'token_unavailable', message: TOKEN_UNAVAILABLE });
    expect(TOKEN_UNAVAILABLE).toBe('Authentication token not available');
  });

  it('closes the socket it had before opening another', () => {
    const { socket, sockets } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.open();
    socket.connect('cs_2', 'ai');
    expect(sockets[0]?.closedWith).toBe(1000);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.url).toContain('/ws/chat/cs_2/ai/');
    // The old socket's late close event changes nothing.
    sockets[0]?.drop(1006);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(2);
  });

  it('pings every 20 seconds while open, and stops when closed', () => {
    const { socket, latest } = setup();
    socket.connect('cs_1', 'consultant');
    const open = latest();
    open.open();
    vi.advanceTimersByTime(19_999);
    expect(open.sentOfType('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(open.sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(40_000);
    expect(open.sentOfType('ping')).toHaveLength(3);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(open.sentOfType('ping')).toHaveLength(3);
  });

  it('keeps reconnecting after an abnormal close, waiting 1, 2, 4, 8, 16, 16 s', () => {
    const { socket, sockets, onStatus } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.drop(1006);
    expect(socket.status).toBe('reconnecting');
    const waits = [1000, 2000, 4000, 8000, 16_000, 16_000];
    waits.forEach((wait, index) => {
      vi.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(index + 2);
      sockets[index + 1]?.drop(1006);
    });
    expect(onStatus).toHaveBeenCalledWith('reconnecting');
  });

  it('starts from one second again after a reconnection succeeds', () => {
    const { socket, sockets } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.drop(1006);
    vi.advanceTimersByTime(1000);
    sockets[1]?.drop(1006);
    vi.advanceTimersByTime(2000);
    sockets[2]?.open();
    sockets[2]?.drop(1011);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('drops the socket when the line is lost and reconnects at once when it returns', () => {
    const { socket, sockets } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.open();
    socket.lineLost();
    expect(socket.status).toBe('reconnecting');
    expect(socket.send({ type: 'ping' })).toBe(false);
    socket.lineBack();
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    expect(socket.status).toBe('open');
  });

  it('does not reconnect after a close with code 1000', () => {
    const { socket, sockets } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.open();
    sockets[0]?.drop(1000);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect after the page closes it', () => {
    const { socket, sockets } = setup();
    socket.connect('cs_1', 'consultant');
    sockets[0]?.open();
    socket.close();
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });

  it('refreshes a refused token before reconnecting', async () => {
    let token = 'old';
    const refreshToken = vi.fn(async () => {
      token = 'new';
      return token;
    });
    const { socket, sockets } = setup({ getToken: () => token, refreshToken });
    socket.connect('cs_1', 'consultant');
    sockets[0]?.drop(4401);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refreshToken).toHaveBeenCalledWith('old');
    expect(sockets[1]?.url).toContain('token=new');
  });

  it('hands known frames on, without pongs, garbage or unknown shapes', () => {
    const { socket, latest, onFrame } = setup();
    socket.connect('cs_1', 'consultant');
    latest().open();
    const typing = { type: 'user_typing', user: 'usr_2', user_name: 'سارا', is_typing: true };
    latest().receive({ type: 'pong' });
    latest().receive(typing);
    latest().receive({ type: 'user_typing', user: 'usr_2' });
    latest().receive({ type: 'something.new' });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onFrame.mock.calls).toEqual([[typing]]);
  });

  it('sends only while open', () => {
    const { socket, latest } = setup();
    socket.connect('cs_1', 'consultant');
    expect(socket.send({ type: 'chat.read' })).toBe(false);
    latest().open();
    expect(socket.send({ type: 'chat.read' })).toBe(true);
    expect(latest().sent).toEqual([{ type: 'chat.read' }]);
  });
});
