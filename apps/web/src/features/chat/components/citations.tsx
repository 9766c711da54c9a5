import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChatCitation, lawArticleHref } from '@vakilyar/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { chatText } from '@/locales/fa/chat';

/** A source's name: a library article links to its page; an admins' Q&A entry has none. */
function CitationName({ citation }: { citation: ChatCitation }) {
  const name = citation.article ? citation.title : citation.source;
  if (!citation.article) {
    return (
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
    );
  }
  return (
    <Link
      component={RouterLink}
      to={lawArticleHref(citation.article)}
      variant="body2"
      sx={{ fontWeight: 500 }}
    >
      {name}
    </Link>
  );
}

/** The sources an AI answer quotes: library articles (linked to their page) and knowledge-base entries. */
export function Citations({ citations }: { citations: ChatCitation[] }) {
  const headingId = useId();
  return (
    <Stack spacing={0.75} sx={{ mt: 1 }}>
      <Divider sx={{ borderColor: '#e6d3ad' }} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'secondary.dark' }}>
        <MenuBookOutlined sx={{ fontSize: 16 }} />
        <Typography id={headingId} variant="caption" sx={{ fontWeight: 700 }}>
          {chatText.room.citations}
        </Typography>
      </Stack>
      <Stack
        component="ol"
        aria-labelledby={headingId}
        spacing={0.5}
        sx={{ m: 0, pl: 2.5, listStyleType: 'persian' }}
      >
        {citations.map((citation) => {
          // A library article's link names it («ماده ۶۵۲ قانون مدنی»); an entry's title says what it is about.
          const name = citation.article ? citation.title : citation.source;
          const detail = citation.article ? null : citation.title;
          return (
            <Typography key={citation.pid} component="li" variant="body2">
              <CitationName citation={citation} />
              {detail && detail !== name && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` — ${detail}`}
                </Typography>
              )}
            </Typography>
          );
        })}
      </Stack>
    </Stack>
  );
}
