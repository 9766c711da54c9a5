import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LawSearchHit, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useDebounced } from '@/features/cases/kit/use-debounced';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useLawSearch } from '../api/search-laws';

const text = lawLibraryText.pins;

interface ArticlePickerProps {
  onPick: (hit: LawSearchHit) => void;
  disabled?: boolean;
}

/** Finds an article by words or by reference as the user types; the reference, when named, comes first. */
export function ArticlePicker({ onPick, disabled }: ArticlePickerProps) {
  const [input, setInput] = useState('');
  const query = useDebounced(input).trim();
  const ready = query.length >= 2;
  const found = useLawSearch({ q: ready ? query : '', page: 1, page_size: 10 });
  const hits = ready && found.data ? found.data.results : [];
  const reference = ready ? found.data?.reference : null;
  const options = reference ? [reference, ...hits.filter((hit) => hit.id !== reference.id)] : hits;

  return (
    <Autocomplete
      options={options}
      value={null}
      disabled={disabled}
      onChange={(_event, picked) => {
        if (picked) {
          onPick(picked);
          setInput('');
        }
      }}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      filterOptions={(all) => all}
      getOptionLabel={(hit) => toPersianDigits(hit.citation)}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={ready && found.isFetching}
      loadingText={text.loading}
      noOptionsText={ready ? text.noOptions : text.typeMore}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {toPersianDigits(hit.citation)}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {toPersianDigits(hit.snippet)}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} size="small" label={text.addLabel} placeholder={text.addPlaceholder} />
      )}
    />
  );
}
