import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LawArticle, toPersianDigits } from '@vakilyar/contract';
import { useId } from 'react';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useArticleCorrections } from '../api/article-corrections';

const text = lawLibraryText.history;

/** The corrections of an article, newest first: who, when, why, and the text each one replaced. */
function CorrectionHistory({ article }: { article: LawArticle }) {
  const headingId = useId();
  const history = useArticleCorrections(article.law, article.slug);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {text.title}
        </Typography>
        {history.isPending && <Skeleton height={48} />}
        {history.isError && <Alert severity="error">{text.loadFailed}</Alert>}
        {history.data?.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
        <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {history.data?.map((c, i) => (
            <Stack
              key={c.pid}
              component="li"
              spacing={0.75}
              sx={i > 0 ? { borderTop: 1, borderColor: 'divider', pt: 1.5 } : undefined}
            >
              <Typography variant="subtitle2">
                {text.by(c.corrected_by, formatJalaliDateTime(c.created_at))}
              </Typography>
              <Typography variant="body2">
                <strong>{text.reason}: </strong>
                {toPersianDigits(c.reason)}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-wrap', borderInlineStart: 3, borderColor: 'divider', ps: 1.5 }}
              >
                <strong>{text.previous}: </strong>
                {toPersianDigits(c.previous_text)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The history, for admins only (asked only when signed in). */
export function ArticleCorrections({ article }: { article: LawArticle }) {
  const { roles } = usePermissions();
  return roles.includes('admin') ? <CorrectionHistory article={article} /> : null;
}
