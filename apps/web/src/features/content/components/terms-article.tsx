import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TermsVersion, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { termsText } from '@/locales/fa/content';

/** One version of the terms: its title, version, date and text. */
export function TermsArticle({ terms, current }: { terms: TermsVersion; current: boolean }) {
  return (
    <Card variant="outlined" component="article" sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {terms.title}
            </Typography>
            {current && <Chip label={termsText.current} color="success" size="small" />}
            <Chip label={termsText.version(toPersianDigits(terms.version))} variant="outlined" size="small" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {termsText.published(formatJalaliDate(terms.published_at))}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2.1, textAlign: 'justify' }}>
            {terms.body}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
