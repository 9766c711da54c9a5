import type {
  AdminConsultant,
  BarAssociation,
  ConsultantApprovalStatus,
  ConsultantProfile,
  ConsultantSettings,
  ConsultantSpecialty,
} from '@vakilyar/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../auth/auth.tables.ts';
import { keyOf } from '../../office/search-sql.ts';
import { chatTexts } from '../chat.messages.ts';
import { iso, type UserBrief, userBriefColumns } from '../chat-users.ts';
import { consultantProfiles } from '../tables/consultants.ts';

export type ProfileRow = typeof consultantProfiles.$inferSelect;
export type ConsultantRow = { profile: ProfileRow; user: UserBrief & { phone: string | null } };

/** The searchKey() text a consultant is found by: their name and bio. */
export const profileSearchText = (user: Pick<UserBrief, 'firstName' | 'lastName'>, bio: string) =>
  keyOf(`${user.firstName} ${user.lastName} ${bio}`) ?? '';

/** The consultant's settings row, created with the defaults the first time it is asked for. */
export async function ensureProfile(db: Executor, user: Pick<UserBrief, 'id' | 'firstName' | 'lastName'>) {
  await db
    .insert(consultantProfiles)
    .values({ userId: user.id, searchText: profileSearchText(user, '') })
    .onConflictDoNothing({ target: consultantProfiles.userId });
  const [row] = await db.select().from(consultantProfiles).where(eq(consultantProfiles.userId, user.id));
  if (!row) throw new Error('consultant profile missing after insert');
  return row;
}

export const consultantSelection = {
  profile: consultantProfiles,
  user: { ...userBriefColumns, phone: users.phone },
};

export const selectConsultants = (db: Executor) =>
  db
    .select(consultantSelection)
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.userId));

/**
 * The approved (published) consultant with this user pid, or a 404: an unapproved or unknown consultant
 * cannot be found, browsed or requested. `lock` holds the row until the transaction ends.
 */
export async function publishedConsultant(db: Executor, pid: string): Promise<ConsultantRow> {
  const [row] = await selectConsultants(db).where(
    and(eq(users.pid, pid), eq(consultantProfiles.approvalStatus, 'approved'), isNull(users.deletedAt)),
  );
  if (!row) throw notFound(chatTexts.consultantNotFound);
  return row;
}

export const ratingAverage = (row: ProfileRow): number | null =>
  row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null;

export function presentSettings(row: ProfileRow): ConsultantSettings {
  return {
    is_available: row.isAvailable,
    chat_fee: row.chatFee,
    consultation_fee: row.consultationFee,
    default_time_limit_minutes: row.defaultTimeLimitMinutes,
    specialties: row.specialties as ConsultantSpecialty[],
    bio: row.bio,
    years_of_experience: row.yearsOfExperience,
    licence_number: row.licenceNumber,
    bar_association: row.barAssociation as BarAssociation | null,
    licence_document_url: row.licenceDocumentId ? '/api/consultation/v1/settings/licence-document/' : null,
    approval_status: row.approvalStatus as ConsultantApprovalStatus,
    rejection_reason: row.rejectionReason,
    is_published: row.approvalStatus === 'approved',
    updated_at: iso(row.updatedAt),
  };
}

export function presentProfile({ profile, user }: ConsultantRow): ConsultantProfile {
  return {
    pid: user.pid,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    bio: profile.bio,
    specialties: profile.specialties as ConsultantSpecialty[],
    years_of_experience: profile.yearsOfExperience,
    is_available: profile.isAvailable,
    chat_fee: profile.chatFee,
    consultation_fee: profile.consultationFee,
    default_time_limit_minutes: profile.defaultTimeLimitMinutes,
    rating_average: ratingAverage(profile),
    rating_count: profile.ratingCount,
    completed_count: profile.completedCount,
  };
}

export function presentAdminConsultant(row: ConsultantRow): AdminConsultant {
  return {
    ...presentProfile(row),
    mobile: row.user.phone,
    licence_number: row.profile.licenceNumber,
    bar_association: row.profile.barAssociation as BarAssociation | null,
    licence_document_url: row.profile.licenceDocumentId
      ? `/api/admin/v1/consultants/${row.user.pid}/licence-document/`
      : null,
    approval_status: row.profile.approvalStatus as ConsultantApprovalStatus,
    rejection_reason: row.profile.rejectionReason,
    approved_at: iso(row.profile.approvedAt),
    updated_at: iso(row.profile.updatedAt),
  };
}
