import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type LawArticle, lawArticleHref, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { lawLibraryText } from '@/locales/fa/law-library';
import { visuallyHidden } from './visually-hidden';

const text = lawLibraryText.article;

/** The previous article on the right, the next on the left: the way a reader turns a page in Persian. */
export function ArticleNeighbours({ article }: { article: LawArticle }) {
  const { prev, next } = article;
  if (!prev && !next) return null;
  const href = (slug: string) => lawArticleHref({ law: article.law, article: slug });
  return (
    <Stack
      component="nav"
      aria-label={text.neighbours}
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 1 }}
    >
      {prev ? (
        <Button component={Link} to={href(prev.slug)} rel="prev" startIcon={<ArrowForward />} variant="text">
          <Box component="span" sx={visuallyHidden}>{`${text.prevLabel}: `}</Box>
          {text.prev(toPersianDigits(prev.number))}
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button component={Link} to={href(next.slug)} rel="next" endIcon={<ArrowBack />} variant="text">
          <Box component="span" sx={visuallyHidden}>{`${text.nextLabel}: `}</Box>
          {text.next(toPersianDigits(next.number))}
        </Button>
      )}
    </Stack>
  );
}
