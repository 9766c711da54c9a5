import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createOtpService } from '../modules/auth/otp.service.ts';
import { createTokenService } from '../modules/auth/tokens.service.ts';
import { createUsersRepository } from '../modules/auth/users.repository.ts';
import { createBackupServices } from '../modules/backup/backup.services.ts';
import { createCalendarServices } from '../modules/calendar/calendar.services.ts';
import { createChatServices } from '../modules/chat/chat.services.ts';
import { createContentServices } from '../modules/content/content.services.ts';
import { createDraftingServices } from '../modules/drafting/drafting.services.ts';
import { createFeesServices } from '../modules/fees/fees.services.ts';
import { createLawService } from '../modules/law/law.service.ts';
import { createNotificationServices } from '../modules/notification/notification.services.ts';
import { createOfficeServices } from '../modules/office/office.services.ts';
import { createOfficeExportServices } from '../modules/office-export/office-export.services.ts';
import { createProfileService } from '../modules/profile/profile.service.ts';
import { createProfilePhotoService } from '../modules/profile/profile-photo.service.ts';
import type { SmsProvider } from '../modules/sms/sms.provider.ts';
import { createSmsService } from '../modules/sms/sms.service.ts';
import { createTasksServices } from '../modules/tasks/tasks.services.ts';
import { createMoneyServices } from '../modules/wallet/money.services.ts';

/** Wires every module's service once; routes receive what they need from here. */
export function createServices(config: Config, db: Db, smsProvider: SmsProvider, secret: string) {
  const sms = createSmsService(db, smsProvider);
  const users = createUsersRepository(db);
  const tokens = createTokenService(db, {
    secret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  });
  const otp = createOtpService(db, sms, secret);
  const auth = createAuthService({ db, users, otp, tokens });
  const context = { config, db, sms, users, tokens };
  const money = createMoneyServices(context);
  const office = createOfficeServices(context);
  const profilePhoto = createProfilePhotoService(db, office.storage);
  const profile = createProfileService({
    db,
    users,
    tokens,
    sms,
    photos: profilePhoto,
    storage: office.storage,
  });
  const notification = createNotificationServices(context);
  const calendar = createCalendarServices(context);
  const content = createContentServices(context);
  const chat = createChatServices(context);
  const officeExport = createOfficeExportServices(context);
  const backup = createBackupServices(context);
  const tasks = createTasksServices(context, office.caseHooks);
  const drafting = createDraftingServices(context, office);
  const fees = createFeesServices(context, money);
  const law = createLawService(db);
  return {
    sms,
    users,
    tokens,
    otp,
    auth,
    profile,
    profilePhoto,
    money,
    office,
    notification,
    calendar,
    content,
    chat,
    officeExport,
    backup,
    tasks,
    drafting,
    fees,
    law,
  };
}

export type AppServices = ReturnType<typeof createServices>;
