import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useCases } from '@/features/cases/api/list-cases';
import { useDebounced } from '@/features/cases/kit/use-debounced';
import { officeUiText } from '@/locales/fa/cases';
import { courtNoticesText } from '@/locales/fa/court-notices';

export interface CaseOption {
  pid: string;
  title: string;
  case_number: string | null;
}

interface CasePickerProps {
  value: CaseOption | null;
  onChange: (picked: CaseOption | null) => void;
  error?: string;
}

const optionLabel = (option: CaseOption) =>
  toPersianDigits(option.case_number ? `${option.title} (${option.case_number})` : option.title);

/** One case of the office, searched on the server by title or number as the user types. */
export function CasePicker({ value, onChange, error }: CasePickerProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const cases = useCases({ page: 1, page_size: 20, search });
  const options = (cases.data?.results ?? []).filter(
    (item) => item.access === 'owner' || item.access === 'secretary',
  );

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
      renderInput={(params) => (
        <TextField
          {...params}
          label={courtNoticesText.fields.case}
          placeholder={courtNoticesText.create.caseSearch}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
