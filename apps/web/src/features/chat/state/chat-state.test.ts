import { describe, expect, it } from 'vitest';
import { clientUser, consultantUser, message, messageFrame, session } from '../test/chat-fixtures';
import { type ChatState, chatReducer, initialChatState } from './chat-state';
import { messageFromFrame, splitSenderName } from './message-from-frame';

const loaded: ChatState = chatReducer(initialChatState, {
  type: 'loaded',
  session,
  messages: [message()],
  hasOlder: true,
});

describe('the chat state', () => {
  it('splits a sender name into the first word and the rest', () => {
    expect(splitSenderName('سارا محمدی نیک')).toEqual({ first_name: 'سارا', last_name: 'محمدی نیک' });
    expect(splitSenderName('  دستیار  ')).toEqual({ first_name: 'دستیار', last_name: '' });
  });

  it('turns a socket message into a history message', () => {
    expect(messageFromFrame(messageFrame())).toEqual(
      message({
        pid: 'msg_2',
        content: 'مدارک را بفرستید.',
        created_at: '2025-03-21T08:32:00Z',
        client_id: null,
      }),
    );
    expect(messageFromFrame(messageFrame({ sender: null, is_ai: true, sender_name: 'دستیار' })).sender).toBe(
      null,
    );
  });

  it('holds the connected flag with the socket status', () => {
    const open = chatReducer(loaded, { type: 'status', status: 'open' });
    expect(open.connected).toBe(true);
    expect(chatReducer(open, { type: 'status', status: 'closed' }).connected).toBe(false);
  });

  it('appends an incoming message only if its id is not in the list', () => {
    const once = chatReducer(loaded, { type: 'frame', frame: messageFrame() });
    expect(once.messages.map((m) => m.pid)).toEqual(['msg_1', 'msg_2']);
    const twice = chatReducer(once, { type: 'frame', frame: messageFrame({ message: 'دوباره' }) });
    expect(twice).toBe(once);
    expect(chatReducer(once, { type: 'message', message: message() })).toBe(once);
  });

  it('merges a reloaded history without repeating messages, oldest first', () => {
    const withLive = chatReducer(loaded, { type: 'frame', frame: messageFrame() });
    const older = message({ pid: 'msg_0', created_at: '2025-03-21T08:30:30Z' });
    const reloaded = chatReducer(withLive, {
      type: 'loaded',
      session,
      messages: [older, message(), message({ pid: 'msg_2', created_at: '2025-03-21T08:32:00Z' })],
    });
    expect(reloaded.messages.map((m) => m.pid)).toEqual(['msg_0', 'msg_1', 'msg_2']);
  });

  it("clears a user's typing flag when that user's message arrives", () => {
    let state = chatReducer(loaded, {
      type: 'frame',
      frame: { type: 'user_typing', user: consultantUser.pid, user_name: 'سارا', is_typing: true },
    });
    state = chatReducer(state, {
      type: 'frame',
      frame: { type: 'user_typing', user: 'ai', user_name: 'دستیار', is_typing: true },
    });
    expect(state.typing).toEqual({ [consultantUser.pid]: true, ai: true });
    state = chatReducer(state, { type: 'frame', frame: messageFrame() });
    expect(state.typing).toEqual({ [consultantUser.pid]: false, ai: true });
    state = chatReducer(state, {
      type: 'frame',
      frame: messageFrame({ id: 'msg_3', sender: null, is_ai: true, sender_name: 'دستیار' }),
    });
    expect(state.typing.ai).toBe(false);
  });

  it("zeroes the client side when the session's client reads, the consultant side otherwise", () => {
    const read = (reader: string) =>
      chatReducer(loaded, {
        type: 'frame',
        frame: {
          type: 'message_read',
          reader,
          session: 'cs_1',
          side: reader === clientUser.pid ? 'client' : 'consultant',
          unread_client_messages: 0,
          unread_consultant_messages: 0,
          read_at: '2025-03-21T08:33:00Z',
        },
      }).session;
    expect(read(clientUser.pid)).toMatchObject({
      unread_client_messages: 0,
      unread_consultant_messages: 1,
      unread_count: 0,
    });
    expect(read(consultantUser.pid)).toMatchObject({
      unread_client_messages: 2,
      unread_consultant_messages: 0,
      unread_count: 2,
    });
  });

  it('counts a new message as unread for the other side', () => {
    const mine = chatReducer(loaded, {
      type: 'frame',
      frame: messageFrame({ id: 'msg_9', sender: clientUser.pid, sender_name: 'علی رضایی' }),
    });
    expect(mine.session?.unread_consultant_messages).toBe(2);
    expect(mine.session?.unread_client_messages).toBe(2);
    // The consultant's words are news to the client (me), a system message to both.
    const theirs = chatReducer(mine, { type: 'frame', frame: messageFrame({ id: 'msg_10' }) });
    expect(theirs.session).toMatchObject({
      unread_client_messages: 3,
      unread_consultant_messages: 2,
      unread_count: 3,
    });
    const system = chatReducer(theirs, {
      type: 'frame',
      frame: messageFrame({
        id: 'msg_11',
        sender: null,
        sender_name: '',
        is_system: true,
        message_type: 'system',
      }),
    });
    expect(system.session).toMatchObject({ unread_client_messages: 4, unread_consultant_messages: 3 });
  });

  it('stores a chat.error', () => {
    const state = chatReducer(loaded, {
      type: 'frame',
      frame: { type: 'chat.error', code: 'conflict', message: 'این گفتگو به پایان رسیده است.' },
    });
    expect(state.error).toEqual({ code: 'conflict', message: 'این گفتگو به پایان رسیده است.' });
  });

  it('sets the open session to completed when it ends', () => {
    expect(chatReducer(loaded, { type: 'ended' }).session?.status).toBe('completed');
  });

  it('an ended session from the other side changes the header status live, not a stale «در جریان»', () => {
    const loaded = chatReducer(initialChatState, { type: 'loaded', session, messages: [] });
    const ended = chatReducer(loaded, {
      type: 'frame',
      frame: {
        type: 'session_ended',
        session: 'cs_1',
        status: 'completed',
        end_reason: null,
        ended_at: '2025-03-21T09:00:00Z',
      },
    });
    expect(ended.session).toMatchObject({ status: 'completed', status_label: 'پایان‌یافته' });
    expect(ended.session?.status_label).not.toBe('در جریان');
  });
});
