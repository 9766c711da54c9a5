import type { Role } from '@vakilyar/contract';

/** The signed-in user a request acts for. Internal ids stay on the server. */
export interface Actor {
  userId: number;
  pid: string;
  phone: string;
  roles: Role[];
  sessionId: number;
}
