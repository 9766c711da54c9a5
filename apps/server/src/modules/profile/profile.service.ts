import {
  type Profile,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  ROLES,
  type UpdateProfileChanges,
} from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { otpCodes, users } from '../auth/auth.tables.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.service.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import type { FileStorage } from '../document/file-storage.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { profileTexts } from './profile.messages.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

interface Deps {
  db: Db;
  users: UsersRepository;
  tokens: TokenService;
  sms: SmsService;
  /** The photo is erased with the account. */
  photos: Pick<ProfilePhotoService, 'unlinkPhoto'>;
  storage: FileStorage;
}

export function createProfileService({ db, users: usersRepo, tokens, sms, photos, storage }: Deps) {
  /** The profile of the request's actor, who was read with its session: no second query. */
  function getProfile(actor: Actor): Profile {
    return {
      pid: actor.pid,
      username: actor.phone,
      mobile: actor.phone,
      first_name: actor.firstName,
      last_name: actor.lastName,
      email: actor.email,
      roles: actor.roles,
      has_password: actor.hasPassword,
      referral_code: actor.referralCode,
      date_joined: actor.createdAt.toISOString(),
      has_photo: actor.hasPhoto,
    };
  }

  async function updateProfile(actor: Actor, changes: UpdateProfileChanges): Promise<Profile> {
    const user = await usersRepo.findById(actor.userId);
    if (!user) throw notFound();
    let passwordHash: string | undefined;
    if (changes.new_password) {
      if (user.passwordHash) {
        if (!changes.current_password)
          throw fieldError('current_password', profileTexts.currentPasswordNeeded);
        if (!(await verifyPassword(user.passwordHash, changes.current_password))) {
          throw fieldError('current_password', profileTexts.currentPasswordWrong);
        }
      }
      passwordHash = await hashPassword(changes.new_password);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: changes.first_name,
          lastName: changes.last_name,
          email: changes.email,
          passwordHash,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, actor.userId));
      // A new password signs every other device out; the one that changed it stays signed in.
      if (passwordHash)
        await tokens.revokeOtherSessions(actor.userId, actor.sessionId, 'password_changed', tx);
    });
    const updated = await usersRepo.findById(actor.userId);
    if (!updated) throw notFound();
    return getProfile({
      ...actor,
      firstName: updated.firstName,
      lastName: updated.lastName,
      email: updated.email,
      hasPassword: Boolean(updated.passwordHash),
    });
  }

  /**
   * Ends the account: every device is signed out, the number, names, e-mail, password, codes and texts
   * are erased, with the profile photo; the row stays, anonymised, because an office's records (cases, payments) point at it.
   */
  async function deleteAccount(actor: Actor, password: string | undefined): Promise<void> {
    const user = await usersRepo.findById(actor.userId);
    if (!user) throw notFound();
    if (user.passwordHash && !(password && (await verifyPassword(user.passwordHash, password)))) {
      throw fieldError('password', profileTexts.passwordConfirmWrong);
    }
    const photoKey = await db.transaction(async (tx) => {
      await tokens.revokeAllSessions(actor.userId, 'account_deleted', tx);
      const photoKey = await photos.unlinkPhoto(tx, actor.userId);
      await tx.delete(otpCodes).where(eq(otpCodes.phone, actor.phone));
      await tx
        .update(users)
        .set({
          phone: null,
          firstName: '',
          lastName: '',
          email: null,
          passwordHash: null,
          deletedAt: sql`now()`,
        })
        .where(eq(users.id, actor.userId));
      return photoKey;
    });
    if (photoKey) await storage.remove(photoKey).catch(() => undefined);
    await sms.forgetRecipient(actor.phone);
  }

  return {
    getProfile,
    updateProfile,
    deleteAccount,
    deactivateAllDevices: (actor: Actor) => tokens.revokeAllSessions(actor.userId, 'deactivate_all'),
    allRoles: () => ROLES.map((code) => ({ code, name: ROLE_LABELS[code] })),
    myRoles: (actor: Actor) => actor.roles.map((code) => ({ code, name: ROLE_LABELS[code] })),
    rolePermissions: () => ROLE_PERMISSIONS,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
