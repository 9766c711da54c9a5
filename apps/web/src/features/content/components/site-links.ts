import { PATHS } from '@/lib/route-paths';
import { siteText } from '@/locales/fa/content';

/** The public pages, in the order the header and the footer list them. */
export const SITE_LINKS = [
  { path: PATHS.home, label: siteText.nav.home },
  { path: PATHS.consultants, label: siteText.nav.consultants },
  { path: PATHS.laws, label: siteText.nav.laws },
  { path: PATHS.faq, label: siteText.nav.faq },
  { path: PATHS.about, label: siteText.nav.about },
  { path: PATHS.contact, label: siteText.nav.contact },
] as const;

/** The home link is current only at `/`; the others also on their sub-pages (`/faq/:pid`). */
export function isCurrentLink(pathname: string, path: string): boolean {
  if (path === PATHS.home) return pathname === path;
  return pathname === path || pathname.startsWith(`${path}/`);
}
