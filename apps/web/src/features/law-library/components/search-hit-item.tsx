import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LawSearchHit, lawArticleHref, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { AmendedMark } from './amended-mark';

/** One article found: its citation as the link, where it sits in the law, and the passage that matched. */
export function SearchHitItem({ hit }: { hit: LawSearchHit }) {
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={lawArticleHref({ law: hit.law, article: hit.slug })}
        sx={{ display: 'block', py: 1.5 }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {toPersianDigits(hit.citation)}
          </Typography>
          {hit.amended && <AmendedMark />}
        </Stack>
        {hit.chapter_path.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            {toPersianDigits(hit.chapter_path.join(' › '))}
          </Typography>
        )}
        <Typography variant="body2" component="p" sx={{ mt: 0.5, lineHeight: 1.9 }}>
          {toPersianDigits(hit.snippet)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
