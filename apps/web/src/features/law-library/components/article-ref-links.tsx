import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LawArticleRef, lawArticleHref, toPersianDigits } from '@vakilyar/contract';
import { Link as RouterLink } from 'react-router';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useHeldArticles } from '../api/held-articles';

const text = lawLibraryText.refs;

/** «ماده ۳۳۶ قانون آیین دادرسی مدنی» for a reference, before the library has answered anything. */
export function articleRefLabel(ref: LawArticleRef): string {
  const number = toPersianDigits(
    ref.article.replace(/-bis(?:-(\d+))?$/, (_all, n) => ` مکرر${n ? ` ${n}` : ''}`),
  );
  return text.articleOf(number, lawLibraryText.lawNames[ref.law] ?? ref.law);
}

/**
 * «مستند قانونی:» and each article a result rests on: a link to its page where the library holds it,
 * its name with «در کتابخانه نیست» where it does not.
 */
export function ArticleRefLinks({
  refs,
  label = text.legalBasis,
}: {
  refs: LawArticleRef[];
  label?: string;
}) {
  const held = useHeldArticles(refs);
  if (refs.length === 0) return null;
  return (
    <Stack spacing={0.5} component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', m: 0, p: 0 }}>
        {refs.map((ref) => {
          const isHeld = held(ref);
          return (
            <Typography
              key={`${ref.law}/${ref.article}`}
              component="li"
              variant="body2"
              sx={{ listStyle: 'none' }}
            >
              {isHeld === false ? (
                <>
                  {articleRefLabel(ref)}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` (${text.notHeld})`}
                  </Typography>
                </>
              ) : (
                <Link component={RouterLink} to={lawArticleHref(ref)}>
                  {articleRefLabel(ref)}
                </Link>
              )}
            </Typography>
          );
        })}
      </Stack>
    </Stack>
  );
}
