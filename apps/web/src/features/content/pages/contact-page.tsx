import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactText, siteText } from '@/locales/fa/content';
import { useSiteInfo } from '../api/use-site-info';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { PublicPage } from '../components/public-page';
import { SocialLinks } from '../components/social-links';

/** /contact: the form, beside the support phone, e-mail, address and social networks. */
export function ContactPage() {
  const { settings, socialLinks = [] } = useSiteInfo();
  return (
    <PublicPage title={contactText.title} hint={contactText.hint}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card variant="outlined" sx={{ borderRadius: 2 }}>
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <ContactForm />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card
            variant="outlined"
            component="section"
            aria-label={contactText.details}
            sx={{ borderRadius: 2 }}
          >
            <CardContent sx={{ p: 3 }}>
              <Stack spacing={2.5}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {contactText.details}
                </Typography>
                {settings && <ContactDetails settings={settings} />}
                {socialLinks.length > 0 && (
                  <Stack spacing={1}>
                    <Typography variant="body2" color="text.secondary">
                      {siteText.footer.social}
                    </Typography>
                    <SocialLinks links={socialLinks} />
                  </Stack>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </PublicPage>
  );
}
