import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ROLE_LABELS, type Role } from '@vakilyar/contract';
import { useMyRoles } from '../api/get-roles';

/**
 * «نقش‌های من» as `roles/my-roles/` names them; the profile's own role codes stand in while it loads
 * or if it fails, so the card never shows an empty row.
 */
export function RoleChips({ fallback }: { fallback: readonly Role[] }) {
  const myRoles = useMyRoles();
  const roles = myRoles.data ?? fallback.map((code) => ({ code, name: ROLE_LABELS[code] }));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role.code} label={role.name} color="primary" variant="outlined" size="small" />
      ))}
    </Stack>
  );
}
