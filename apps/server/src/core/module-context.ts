import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../modules/auth/tokens.service.ts';
import type { UsersRepository } from '../modules/auth/users.repository.ts';
import type { SmsService } from '../modules/sms/sms.service.ts';

/** What the foundation hands every feature module when the services are wired. */
export interface ModuleContext {
  config: Config;
  db: Db;
  sms: SmsService;
  users: UsersRepository;
  tokens: TokenService;
}
