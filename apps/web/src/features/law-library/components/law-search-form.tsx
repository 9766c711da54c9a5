import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { lawLibraryText } from '@/locales/fa/law-library';

const text = lawLibraryText.search;

interface LawSearchFormProps {
  /** The query the address holds now. */
  value: string;
  onSearch: (query: string) => void;
  label?: string;
}

/** The library's search box: words or a reference, asked on Enter or the button (not on every key). */
export function LawSearchForm({ value, onSearch, label = text.label }: LawSearchFormProps) {
  const [query, setQuery] = useState(value);
  useEffect(() => setQuery(value), [value]);

  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      direction="row"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) onSearch(query.trim());
      }}
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label={label}
        placeholder={text.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {text.submit}
      </Button>
    </Stack>
  );
}
