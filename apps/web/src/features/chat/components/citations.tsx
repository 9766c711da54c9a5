import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatCitation } from '@vakilyar/contract';
import { useId } from 'react';
import { chatText } from '@/locales/fa/chat';

/** The knowledge-base entries an AI answer quotes: title and source of each. */
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
        {citations.map((citation) => (
          <Typography key={citation.pid} component="li" variant="body2">
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {citation.source}
            </Typography>
            {citation.title && citation.title !== citation.source && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` — ${citation.title}`}
              </Typography>
            )}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
