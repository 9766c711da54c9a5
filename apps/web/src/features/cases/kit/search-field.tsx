import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

interface SearchFieldProps {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
}

const DEBOUNCE_MS = 400;

/** A list's search box: asks the server once the user pauses typing, not on every key. */
export function SearchField({ value, onSearch, label, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);

  // The address changed from outside (a cleared filter, the back button): show it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
