import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServiceItem } from '@vakilyar/contract';
import { homeText } from '@/locales/fa/content';
import { SERVICE_ICON_COMPONENTS } from './service-icon';
import { SiteLinkButton } from './site-link-button';

/** Out of sight but in the link's text, for screen readers and crawlers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ServiceCard({ item }: { item: ServiceItem }) {
  const Icon = SERVICE_ICON_COMPONENTS[item.icon];
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        height: '100%',
        borderRadius: 2,
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, height: '100%', '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={{ xs: 2, sm: 1.5 }} sx={{ height: '100%' }}>
          <Box
            sx={{
              width: { xs: 44, sm: 52 },
              height: { xs: 44, sm: 52 },
              flexShrink: 0,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(31,58,95,0.08)',
              color: 'primary.main',
            }}
          >
            <Icon />
          </Box>
          <Stack spacing={1} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 18 } }}>
              {item.title}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ lineHeight: 1.9, flexGrow: 1, whiteSpace: 'pre-line' }}
            >
              {item.description}
            </Typography>
            {item.link && (
              <SiteLinkButton href={item.link} endIcon={<ArrowBackOutlined />} size="small" sx={{ px: 0 }}>
                {homeText.services.more}
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {homeText.services.moreAbout(item.title)}
                </Box>
              </SiteLinkButton>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The admin's service items, three to a row on a desktop, one on a phone. */
export function ServiceItems({ items }: { items: readonly ServiceItem[] }) {
  return (
    <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid key={item.pid} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <ServiceCard item={item} />
        </Grid>
      ))}
    </Grid>
  );
}
