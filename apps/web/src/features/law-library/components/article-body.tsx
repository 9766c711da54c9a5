import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LawArticle, toPersianDigits } from '@vakilyar/contract';
import { useId } from 'react';
import { lawLibraryText } from '@/locales/fa/law-library';

/** The article's text with its clauses on their own lines, then each note (تبصره) under its label. */
export function ArticleBody({ article }: { article: LawArticle }) {
  const notesId = useId();
  return (
    <Stack spacing={2}>
      <Typography
        component="p"
        sx={{ whiteSpace: 'pre-line', lineHeight: 2.2, fontSize: { xs: '1rem', sm: '1.075rem' } }}
      >
        {toPersianDigits(article.text)}
      </Typography>
      {article.notes.length > 0 && (
        <Box component="section" aria-labelledby={notesId}>
          <Typography id={notesId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {lawLibraryText.article.notes}
          </Typography>
          <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0 }}>
            {article.notes.map((note) => (
              <Typography
                key={note.label}
                component="li"
                sx={{
                  listStyle: 'none',
                  lineHeight: 2.1,
                  whiteSpace: 'pre-line',
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'secondary.light',
                }}
              >
                <Box component="strong" sx={{ fontWeight: 700 }}>{`${toPersianDigits(note.label)} ـ `}</Box>
                {toPersianDigits(note.text)}
              </Typography>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
