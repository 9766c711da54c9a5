import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useClients } from '@/features/clients/api/list-clients';
import { officeUiText } from '@/locales/fa/cases';
import { useDebounced } from '../kit/use-debounced';

export interface ClientOption {
  pid: string;
  first_name: string;
  last_name: string;
  national_code: string;
}

interface ClientAutocompleteProps {
  label: string;
  helperText?: string;
  value: ClientOption[];
  onChange: (clients: ClientOption[]) => void;
  /** Clients that may not be picked again (already on the case). */
  excludePids?: readonly string[];
}

const optionLabel = (client: ClientOption) =>
  `${client.first_name} ${client.last_name} (${toPersianDigits(client.national_code)})`;

/** Picks clients of the office by name or national code, searching the server as the user types. */
export function ClientAutocomplete({
  label,
  helperText,
  value,
  onChange,
  excludePids = [],
}: ClientAutocompleteProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const clients = useClients({ page: 1, page_size: 20, search });
  const options = (clients.data?.results ?? []).filter((client) => !excludePids.includes(client.pid));

  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, picked) => option.pid === picked.pid}
      getOptionLabel={optionLabel}
      loading={clients.isFetching}
      noOptionsText={officeUiText.noOptions}
      loadingText={officeUiText.loading}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
