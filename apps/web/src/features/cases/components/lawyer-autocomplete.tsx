import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { type DirectoryUser, useLawyerSearch } from '../api/search-lawyers';
import { useDebounced } from '../kit/use-debounced';

interface LawyerAutocompleteProps {
  value: DirectoryUser | null;
  onChange: (lawyer: DirectoryUser | null) => void;
  /** Lawyers already on the case. */
  excludePids: readonly string[];
}

/** Finds a lawyer on the platform by whole name or exact mobile (the server names no one for less) to add as co-counsel. */
export function LawyerAutocomplete({ value, onChange, excludePids }: LawyerAutocompleteProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const lawyers = useLawyerSearch(search);
  const options = (lawyers.data ?? []).filter((lawyer) => !excludePids.includes(lawyer.pid));
  const tooShort = search.trim().length < 2;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, picked) => option.pid === picked.pid}
      getOptionLabel={(lawyer) => `${lawyer.first_name} ${lawyer.last_name}`}
      loading={lawyers.isFetching}
      noOptionsText={tooShort ? officeUiText.typeToSearch : officeUiText.noOptions}
      loadingText={officeUiText.loading}
      renderOption={({ key, ...props }, lawyer) => (
        <li key={key} {...props}>
          <Stack>
            <Typography>{`${lawyer.first_name} ${lawyer.last_name}`}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[
                lawyer.office && casesText.people.inOffice(lawyer.office.name),
                toPersianDigits(lawyer.mobile_masked),
              ]
                .filter(Boolean)
                .join('، ')}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={casesText.people.lawyerSearch}
          helperText={casesText.people.addLawyerHint}
        />
      )}
    />
  );
}
