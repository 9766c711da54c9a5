import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { articleSlugOf, lawArticleHref } from '@vakilyar/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lawLibraryText } from '@/locales/fa/law-library';

const text = lawLibraryText.toc;

/** «رفتن به ماده»: the number typed («۱۱۳۰», «۲۱۸ مکرر») opens that article of this law. */
export function GoToArticle({ law }: { law: string }) {
  const [number, setNumber] = useState('');
  const navigate = useNavigate();
  return (
    <Stack
      component="form"
      aria-label={text.goTo}
      direction="row"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        const slug = articleSlugOf(number);
        if (slug) void navigate(lawArticleHref({ law, article: slug }));
      }}
    >
      <TextField
        size="small"
        label={text.goToLabel}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        sx={{ width: 140 }}
      />
      <Button type="submit" variant="outlined">
        {text.goToSubmit}
      </Button>
    </Stack>
  );
}
