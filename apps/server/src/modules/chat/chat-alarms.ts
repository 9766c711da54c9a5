import type { Executor } from '../../db/client.ts';
import { createAlarm } from '../notification/alarms.service.ts';

/** App paths the module's alarms open. */
export const chatLinks = {
  session: (pid: string) => `/chats/${pid}`,
  requests: '/consultant/requests',
  consultation: (pid: string) => `/consultations/${pid}`,
  consultantSettings: '/consultant/settings',
  chats: '/chats',
};

/** An in-app alarm written in the caller's transaction, so it exists exactly when what it announces does. */
export const alarm = (
  executor: Executor,
  input: {
    userId: number;
    kind: 'chat' | 'consultation' | 'system';
    title: string;
    body?: string;
    link?: string;
  },
) => createAlarm(executor, input);
