import { endSession } from '../api/end-session';
import { getSession } from '../api/get-session';
import { listSessionMessages } from '../api/list-session-messages';
import { markSessionRead } from '../api/mark-session-read';
import { rateSession } from '../api/rate-session';
import { sendMessage } from '../api/send-message';

/** The HTTP calls of a room; injectable for tests of the room without a server. */
export interface ChatRoomApi {
  getSession: typeof getSession;
  listSessionMessages: typeof listSessionMessages;
  sendMessage: typeof sendMessage;
  markSessionRead: typeof markSessionRead;
  endSession: typeof endSession;
  rateSession?: typeof rateSession;
}

export const httpApi: ChatRoomApi = {
  getSession,
  listSessionMessages,
  sendMessage,
  markSessionRead,
  endSession,
  rateSession,
};

/** A message's client id: 32 hex digits, as the server's pattern accepts. */
export const randomClientId = () => crypto.randomUUID().replaceAll('-', '');
