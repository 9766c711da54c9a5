import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { surfaces } from '@/app/theme/surfaces';
import { colors } from '@/app/theme/tokens';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { newsletterText, siteText } from '@/locales/fa/content';
import { useSiteInfo } from '../api/use-site-info';
import { ContactDetails } from './contact-details';
import { inViewport } from './in-viewport';
import { SITE_LINKS } from './site-links';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';

const FOOTER_ID = 'site-footer';

/**
 * The form brings react-hook-form, zod and MUI's text field: it loads when the footer shows on the screen,
 * and until then a prerendered page shows its markup as it is.
 */
const NewsletterForm = lazy(() =>
  inViewport(FOOTER_ID)
    .then(() => import('./newsletter-form'))
    .then((module) => ({ default: module.NewsletterForm })),
);

let yearOfThisVisit: string | undefined;

/** This Jalali year, by the browser's calendar rather than a date library, once per visit (a costly formatter). */
function jalaliYear(): string {
  yearOfThisVisit ??= toPersianDigits(
    new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', { year: 'numeric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'year')?.value ?? '',
  );
  return yearOfThisVisit;
}

const FOOTER_LINKS = [...SITE_LINKS, { path: PATHS.terms, label: siteText.nav.terms }];

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The public pages' footer: what the site is, its pages, how to reach it, the newsletter. */
export function SiteFooter() {
  const info = useSiteInfo();
  // The settings arrive after the page has drawn: the footer follows in a transition, not in one block.
  const settings = useDeferredValue(info.settings);
  const socialLinks = useDeferredValue(info.socialLinks) ?? [];
  const pagesId = useId();
  const contactId = useId();
  const siteName = settings?.site_name ?? commonText.appName;
  const year = jalaliYear();

  return (
    <Box
      component="footer"
      id={FOOTER_ID}
      aria-label={siteText.footer.label}
      sx={{ bgcolor: colors.navy.night, color: 'common.white', mt: 'auto', pt: { xs: 5, md: 7 }, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 5 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <SiteLogo inverted />
              <Typography variant="body2" sx={{ opacity: 0.8, lineHeight: 2 }}>
                {settings?.about ?? siteText.footer.defaultAbout}
              </Typography>
              {socialLinks.length > 0 && <SocialLinks links={socialLinks} inverted />}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2 }} component="nav" aria-labelledby={pagesId}>
            <FooterHeading id={pagesId}>{siteText.footer.pages}</FooterHeading>
            <Stack
              direction={{ xs: 'row', sm: 'column' }}
              sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
            >
              {FOOTER_LINKS.map(({ path, label }) => (
                <Link
                  key={path}
                  component={RouterLink}
                  to={path}
                  color="inherit"
                  underline="hover"
                  variant="body2"
                  sx={{ opacity: 0.85 }}
                >
                  {label}
                </Link>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 8, md: 3 }} component="section" aria-labelledby={contactId}>
            <FooterHeading id={contactId}>{siteText.footer.contact}</FooterHeading>
            {settings && <ContactDetails settings={settings} />}
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Stack spacing={1.5}>
              <Suspense fallback={null}>
                <NewsletterForm inverted />
              </Suspense>
              <Link
                component={RouterLink}
                to={PATHS.newsletterUnsubscribe}
                color="inherit"
                underline="always"
                variant="body2"
                sx={{ opacity: 0.85, alignSelf: 'flex-start' }}
              >
                {newsletterText.unsubscribeLink}
              </Link>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: surfaces.onNight.divider, my: 3 }} />
        <Typography
          variant="caption"
          component="p"
          color="inherit"
          sx={{ opacity: 0.8, textAlign: 'center' }}
        >
          {siteText.footer.copyright(year, siteName)}
        </Typography>
      </Container>
    </Box>
  );
}
