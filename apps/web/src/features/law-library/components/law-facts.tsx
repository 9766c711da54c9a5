import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type Law, toPersianDigits } from '@vakilyar/contract';
import { formatNumber } from '@/lib/format/money';
import { lawLibraryText } from '@/locales/fa/law-library';

const text = lawLibraryText;

/** A law in chips: enacted, the date of the text held, how many articles, and how many may be amended. */
export function LawFacts({ law }: { law: Law }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {law.year && <Chip size="small" variant="outlined" label={text.enacted(toPersianDigits(law.year))} />}
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={text.textDate(toPersianDigits(law.text_date))}
      />
      <Chip size="small" variant="outlined" label={text.articleCount(formatNumber(law.article_count))} />
      {law.amended_count > 0 && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={text.amendedCount(formatNumber(law.amended_count))}
        />
      )}
    </Stack>
  );
}
