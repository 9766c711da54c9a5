import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { type AdminUser, ROLE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { adminUserPath } from '@/features/admin-finance/admin-paths';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminUsersText } from '@/locales/fa/admin-users';

export const fullNameOf = (user: Pick<AdminUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** One row per user: name, mobile and joining date; their roles, and whether the account is off. */
export function UserList({ users }: { users: readonly AdminUser[] }) {
  const text = adminUsersText;
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={text.title}>
        {users.map((user, index) => (
          <Fragment key={user.pid}>
            {index > 0 && <Divider component="li" />}
            <li>
              <ListItemButton component={Link} to={adminUserPath(user.pid)} sx={{ alignItems: 'flex-start' }}>
                <ListItemAvatar sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <Avatar sx={{ bgcolor: user.is_active ? 'primary.light' : 'grey.400' }}>
                    <PersonOutlined />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={fullNameOf(user)}
                  secondary={`${user.phone ? toPersianDigits(user.phone) : text.noPhone}، ${text.joined(formatJalaliDate(user.created_at))}`}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <Stack
                  direction="row"
                  spacing={0.5}
                  useFlexGap
                  sx={{
                    flexWrap: 'wrap',
                    justifyContent: 'flex-end',
                    maxWidth: { xs: 140, sm: 'none' },
                    ml: 1,
                  }}
                >
                  {!user.is_active && (
                    <Chip size="small" color="error" variant="outlined" label={text.inactiveChip} />
                  )}
                  {user.roles.map((role) => (
                    <Chip key={role} size="small" variant="outlined" label={ROLE_LABELS[role]} />
                  ))}
                </Stack>
              </ListItemButton>
            </li>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
