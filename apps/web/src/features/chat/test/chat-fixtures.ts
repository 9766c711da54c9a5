import type {
  ChatMessage,
  ChatRequest,
  ChatSession,
  Profile,
  ServerChatMessageFrame,
} from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';

/** Test data of the chat screens: a client (Ali) and a consultant (Sara) in one session. */
export const clientUser = { pid: 'usr_client', first_name: 'علی', last_name: 'رضایی' };
export const consultantUser = { pid: 'usr_consultant', first_name: 'سارا', last_name: 'محمدی نیک' };

export const clientProfile: Profile = {
  ...lawyerProfile,
  ...clientUser,
  username: '09120000003',
  mobile: '09120000003',
  roles: ['client'],
};
export const consultantProfile: Profile = {
  ...lawyerProfile,
  ...consultantUser,
  username: '09120000004',
  mobile: '09120000004',
  roles: ['consultant'],
};

export const session: ChatSession = {
  pid: 'cs_1',
  status: 'active',
  status_label: 'در جریان',
  kind: 'consultant',
  title: 'گفتگو با سارا محمدی نیک',
  client: clientUser,
  consultant: consultantUser,
  my_role: 'client',
  unread_client_messages: 2,
  unread_consultant_messages: 1,
  unread_count: 2,
  time_limit_seconds: 1800,
  started_at: '2025-03-21T08:30:00Z',
  ends_at: '2025-03-21T09:00:00Z',
  ended_at: null,
  end_reason: null,
  ended_by: null,
  fee_amount: 50,
  ai_type: null,
  request: 'cr_1',
  last_message: {
    content: 'سلام، در خدمتم.',
    sender_name: 'سارا محمدی نیک',
    message_type: 'text',
    created_at: '2025-03-21T08:31:00Z',
  },
  created_at: '2025-03-21T08:30:00Z',
};

export const aiSession: ChatSession = {
  ...session,
  pid: 'ai_1',
  kind: 'ai',
  title: 'مشاوره با هوش مصنوعی',
  consultant: null,
  unread_client_messages: 0,
  unread_consultant_messages: 0,
  unread_count: 0,
  time_limit_seconds: 360,
  ends_at: '2025-03-21T08:36:00Z',
  fee_amount: null,
  ai_type: 'v',
  request: null,
  last_message: null,
};

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    pid: 'msg_1',
    session: 'cs_1',
    sender: consultantUser,
    sender_name: 'سارا محمدی نیک',
    content: 'سلام، در خدمتم.',
    message_type: 'text',
    is_ai: false,
    is_system: false,
    attachment: null,
    citations: [],
    created_at: '2025-03-21T08:31:00Z',
    ...overrides,
  };
}

export function messageFrame(overrides: Partial<ServerChatMessageFrame> = {}): ServerChatMessageFrame {
  return {
    type: 'chat.message',
    id: 'msg_2',
    session: 'cs_1',
    sender: consultantUser.pid,
    sender_name: 'سارا محمدی نیک',
    message: 'مدارک را بفرستید.',
    message_type: 'text',
    is_ai: false,
    is_system: false,
    attachment: null,
    citations: [],
    timestamp: '2025-03-21T08:32:00Z',
    ...overrides,
  };
}

export const chatRequest: ChatRequest = {
  pid: 'cr_1',
  status: 'pending',
  status_label: 'در انتظار پاسخ مشاور',
  client: clientUser,
  consultant: consultantUser,
  my_role: 'consultant',
  title: 'گفتگو با سارا محمدی نیک',
  message: 'درباره مهریه سؤال دارم.',
  held_amount: 50,
  fee_amount: null,
  time_limit_minutes: null,
  response_message: null,
  responded_at: null,
  expires_at: '2025-03-21T09:00:00Z',
  session: null,
  created_at: '2025-03-21T08:30:00Z',
};

export const page = <T>(results: T[], next: string | null = null) => ({
  result: { count: results.length, next, previous: null, results },
});

/** A signed-in user with this profile. */
export function signInAs(profile: Profile): void {
  saveTokens({ accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 500 } })),
  );
}

/** The first find of a test waits for the lazily loaded page, which takes longer on a busy machine. */
export const PAGE_LOAD = { timeout: 12_000 } as const;
export const PAGE_TEST = { timeout: 20_000 } as const;
