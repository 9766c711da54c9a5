import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useCases } from '@/features/cases/api/list-cases';
import { useDebounced } from '@/features/cases/kit/use-debounced';
import { officeUiText } from '@/locales/fa/cases';
import type { CaseOption } from './event-form-values';

interface CaseAutocompleteProps {
  label: string;
  helperText?: string;
  error?: boolean;
  value: CaseOption | null;
  onChange: (picked: CaseOption | null) => void;
}

const optionLabel = (option: CaseOption) =>
  toPersianDigits(option.case_number ? `${option.title} (${option.case_number})` : option.title);

/** Picks one of the office's cases by title or number, searching the server as the user types. */
export function CaseAutocomplete({ label, helperText, error, value, onChange }: CaseAutocompleteProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  // The typed text is the picked case's label once one is chosen: search for nothing then.
  const searching = value && input === optionLabel(value) ? '' : search;
  const cases = useCases({ page: 1, page_size: 20, search: searching });
  const options: CaseOption[] = cases.data?.results ?? [];

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, picked) => option.pid === picked.pid}
      getOptionLabel={optionLabel}
      loading={cases.isFetching}
      noOptionsText={officeUiText.noOptions}
      loadingText={officeUiText.loading}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
