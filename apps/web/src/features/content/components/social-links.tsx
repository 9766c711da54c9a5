import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SocialLink } from '@vakilyar/contract';
import { siteText } from '@/locales/fa/content';
import { SOCIAL_ICON_COMPONENTS } from './social-icon';

interface SocialLinksProps {
  links: readonly SocialLink[];
  /** Drawn for the dark footer rather than a light page. */
  inverted?: boolean;
}

/** One round button per social network, opening it in a new tab. */
export function SocialLinks({ links, inverted = false }: SocialLinksProps) {
  const tint = inverted
    ? {
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.08)',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' },
      }
    : { color: 'primary.main', bgcolor: 'action.hover', '&:hover': { bgcolor: 'action.selected' } };
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={siteText.footer.social}
      sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {links.map((link) => {
        const Icon = SOCIAL_ICON_COMPONENTS[link.icon];
        return (
          <li key={link.pid}>
            <IconButton
              component="a"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.name}
              title={link.name}
              sx={tint}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}
