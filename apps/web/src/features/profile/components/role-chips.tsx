import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ROLE_LABELS, type Role } from '@vakilyar/contract';

export function RoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} label={ROLE_LABELS[role]} color="primary" variant="outlined" size="small" />
      ))}
    </Stack>
  );
}
