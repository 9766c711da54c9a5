import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LawArticle, toPersianDigits } from '@vakilyar/contract';
import { lawLibraryText } from '@/locales/fa/law-library';
import { SourceLine } from './law-sources';

const text = lawLibraryText;

/** «متن تا …», where the text was taken from, and whether it was checked against a second source or corrected. */
export function ArticleProvenance({ article }: { article: LawArticle }) {
  return (
    <Stack spacing={1} component="section" aria-label={text.article.source}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={text.textDate(toPersianDigits(article.text_date))}
        />
        {article.cross_checked && (
          <Chip
            size="small"
            variant="outlined"
            color="success"
            icon={<CheckCircleOutline />}
            label={text.article.crossChecked}
          />
        )}
        {article.corrected && (
          <Chip size="small" variant="outlined" icon={<EditNoteOutlined />} label={text.article.corrected} />
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary">
          {`${text.article.source}:`}
        </Typography>
        <SourceLine source={article.source} />
      </Stack>
    </Stack>
  );
}
