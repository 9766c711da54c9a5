import type { Role } from '@vakilyar/contract';

/** The signed-in user a request acts for, read once per request with its session. Internal ids stay on the server. */
export interface Actor {
  userId: number;
  pid: string;
  phone: string;
  roles: Role[];
  sessionId: number;
  sessionPid: string;
  firstName: string;
  lastName: string;
  email: string | null;
  hasPassword: boolean;
  /** A profile photo is stored (`users.photo_document_id`). */
  hasPhoto: boolean;
  referralCode: string;
  createdAt: Date;
}
