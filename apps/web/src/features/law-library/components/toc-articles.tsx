import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { lawArticleHref, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { lawLibraryText } from '@/locales/fa/law-library';

interface TocArticlesProps {
  law: string;
  articles: { slug: string; number: string }[];
  /** The article the reader came from: marked, so the eye finds its place again. */
  current?: string;
}

/** The articles right under a heading, as small links by number («ماده» read aloud, not printed each time). */
export function TocArticles({ law, articles, current }: TocArticlesProps) {
  if (articles.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
        gap: 0.75,
        listStyle: 'none',
        m: 0,
        p: 0,
        py: 1,
      }}
    >
      {articles.map((article) => {
        const isCurrent = article.slug === current;
        return (
          <li key={article.slug}>
            <ButtonBase
              component={Link}
              to={lawArticleHref({ law, article: article.slug })}
              aria-label={lawLibraryText.toc.articleLink(toPersianDigits(article.number))}
              aria-current={isCurrent ? 'location' : undefined}
              sx={{
                width: '100%',
                minHeight: 36,
                borderRadius: 1.5,
                border: 1,
                borderColor: isCurrent ? 'primary.main' : 'divider',
                bgcolor: isCurrent ? 'action.selected' : 'background.paper',
                fontWeight: isCurrent ? 700 : 500,
                fontSize: '0.875rem',
                color: 'text.primary',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              {toPersianDigits(article.number)}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
