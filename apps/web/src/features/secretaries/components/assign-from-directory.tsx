import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { useDebounced } from '@/features/cases/kit/use-debounced';
import { officeUiText } from '@/locales/fa/cases';
import { secretariesText } from '@/locales/fa/secretaries';
import { useAssignSecretary } from '../api/assign-secretary';
import { type DirectorySecretary, useSecretaryDirectory } from '../api/search-secretary-directory';

const nameOf = (person: DirectorySecretary) => `${person.first_name} ${person.last_name}`;

/** Finds a secretary already on the platform and assigns them to the office. */
export function AssignFromDirectory() {
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<DirectorySecretary | null>(null);
  const search = useDebounced(input);
  const directory = useSecretaryDirectory(search);
  const assign = useAssignSecretary();
  const text = secretariesText.assign;

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{text.heading}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete
          sx={{ flexGrow: 1 }}
          options={directory.data ?? []}
          value={picked}
          onChange={(_event, secretary) => setPicked(secretary)}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          filterOptions={(all) => all}
          getOptionDisabled={(secretary) => secretary.in_my_office}
          isOptionEqualToValue={(option, value) => option.pid === value.pid}
          getOptionLabel={nameOf}
          loading={directory.isFetching}
          noOptionsText={search.trim().length < 2 ? officeUiText.typeToSearch : officeUiText.noOptions}
          loadingText={officeUiText.loading}
          renderOption={({ key, ...props }, secretary) => (
            <li key={key} {...props}>
              <Stack>
                <Typography>{nameOf(secretary)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {[
                    toPersianDigits(secretary.mobile_masked),
                    secretary.in_my_office
                      ? text.inMyOffice
                      : secretary.office && text.elsewhere(secretary.office.name),
                  ]
                    .filter(Boolean)
                    .join('، ')}
                </Typography>
              </Stack>
            </li>
          )}
          renderInput={(params) => <TextField {...params} size="small" label={text.search} />}
        />
        <Button
          variant="outlined"
          disabled={!picked}
          loading={assign.isPending}
          onClick={async () => {
            if (!picked) return;
            await assign.mutateAsync(picked.pid).catch(() => undefined);
            setPicked(null);
            setInput('');
          }}
          sx={{ whiteSpace: 'nowrap', height: 40 }}
        >
          {text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
