import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLE_LABELS, ROLES } from '@vakilyar/contract';
import { SearchField } from '@/features/cases/kit/search-field';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { useAllRoles } from '@/features/profile/api/get-roles';
import { adminUsersText } from '@/locales/fa/admin-users';

export type UsersFilterKey = 'role' | 'is_active';

interface UsersFiltersProps {
  search: string;
  filters: Record<UsersFilterKey, string>;
  onChange: (changes: Partial<Record<UsersFilterKey | 'search', string>>) => void;
}

/** Search by name or mobile, and narrow by role (the roles `roles/all/` names) and by active or not. */
export function UsersFilters({ search, filters, onChange }: UsersFiltersProps) {
  const text = adminUsersText;
  // The contract's own list stands in until the server's answers, so the filter works at once.
  const roles = useAllRoles().data ?? ROLES.map((code) => ({ code, name: ROLE_LABELS[code] }));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack sx={{ flex: 1 }}>
        <SearchField
          value={search}
          onSearch={(value) => onChange({ search: value })}
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label={text.role}
          value={filters.role}
          onChange={(event) => onChange({ role: event.target.value })}
          slotProps={emptyChoiceSelectProps}
          sx={{ flex: 1, minWidth: 150 }}
        >
          <MenuItem value="">{text.allRoles}</MenuItem>
          {roles.map((role) => (
            <MenuItem key={role.code} value={role.code}>
              {role.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={text.state}
          value={filters.is_active}
          onChange={(event) => onChange({ is_active: event.target.value })}
          slotProps={emptyChoiceSelectProps}
          sx={{ flex: 1, minWidth: 120 }}
        >
          <MenuItem value="">{text.allStates}</MenuItem>
          <MenuItem value="true">{text.states.active}</MenuItem>
          <MenuItem value="false">{text.states.inactive}</MenuItem>
        </TextField>
      </Stack>
    </Stack>
  );
}
