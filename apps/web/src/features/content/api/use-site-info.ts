import { useQuery } from '@tanstack/react-query';
import type { GeneralSettings, SocialLink } from '@vakilyar/contract';
import { useMatch } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { useGeneralSettings } from './get-general-settings';
import { homeQuery } from './get-home';
import { useSocialLinks } from './get-social-links';

export interface SiteInfo {
  settings?: GeneralSettings;
  socialLinks?: SocialLink[];
}

/**
 * The footer's contact details and social links. On the home page they come with the home call the
 * page makes anyway; elsewhere from their own endpoints (already cached after a visit to the home).
 */
export function useSiteInfo(): SiteInfo {
  const onHome = useMatch(PATHS.home) !== null;
  const home = useQuery({ ...homeQuery, enabled: onHome });
  const settings = useGeneralSettings({ enabled: !onHome });
  const socialLinks = useSocialLinks({ enabled: !onHome });
  if (onHome) return { settings: home.data?.settings, socialLinks: home.data?.social_links };
  return { settings: settings.data, socialLinks: socialLinks.data };
}
