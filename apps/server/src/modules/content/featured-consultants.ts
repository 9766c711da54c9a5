import type { HomeConsultant } from '@vakilyar/contract';
import type { Executor } from '../../db/client.ts';
import { featuredConsultants as availableConsultants } from '../chat/consultant/consultants.service.ts';

export { completedConsultationsCount } from '../chat/platform-stats.ts';

/** The consultants the home page features: approved, published and available, best first. */
export async function featuredConsultants(db: Executor, limit: number): Promise<HomeConsultant[]> {
  const profiles = await availableConsultants(db, limit);
  return profiles.map((profile) => ({
    pid: profile.pid,
    first_name: profile.first_name,
    last_name: profile.last_name,
    full_name: profile.full_name,
    avatar_url: null,
    specialties: profile.specialties,
    bio: profile.bio || null,
    chat_fee: profile.chat_fee,
    is_available: profile.is_available,
  }));
}
