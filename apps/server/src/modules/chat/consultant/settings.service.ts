import type { ConsultantSettings, UpdateConsultantSettings } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatTexts } from '../chat.messages.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { ensureProfile, presentSettings, profileSearchText } from './profiles.ts';

const asUser = (actor: Actor) => ({ id: actor.userId, firstName: actor.firstName, lastName: actor.lastName });

/** The consultant's own settings (GET, PATCH /api/consultation/v1/settings/). */
export function createSettingsService(db: Db) {
  async function get(actor: Actor): Promise<ConsultantSettings> {
    return presentSettings(await ensureProfile(db, asUser(actor)));
  }

  /**
   * Changes the fields sent. A rejected profile goes back to the admin for review with the change; an
   * approved one stays published (fees and availability are the consultant's to set).
   */
  async function update(actor: Actor, patch: UpdateConsultantSettings) {
    const current = await ensureProfile(db, asUser(actor));
    const bio = patch.bio ?? current.bio;
    const resubmit = current.approvalStatus === 'rejected';
    const [row] = await db
      .update(consultantProfiles)
      .set({
        isAvailable: patch.is_available,
        chatFee: patch.chat_fee,
        consultationFee: patch.consultation_fee,
        defaultTimeLimitMinutes: patch.default_time_limit_minutes,
        specialties: patch.specialties,
        bio: patch.bio,
        yearsOfExperience: patch.years_of_experience,
        licenceNumber: patch.licence_number,
        barAssociation: patch.bar_association,
        searchText: profileSearchText(asUser(actor), bio),
        ...(resubmit ? { approvalStatus: 'pending', rejectionReason: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(consultantProfiles.id, current.id))
      .returning();
    if (!row) throw new Error('consultant profile vanished');
    const message = resubmit ? chatTexts.settingsSentForReview : chatTexts.settingsSaved;
    return { ...presentSettings(row), message };
  }

  return { get, update };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
