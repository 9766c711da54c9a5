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
import { type Client, toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { clientsText } from '@/locales/fa/clients';

/** One row per client: name, national code and mobile, how many cases, whether they have signed in. */
export function ClientList({ clients }: { clients: readonly Client[] }) {
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={clientsText.title}>
        {clients.map((client, index) => (
          <Fragment key={client.pid}>
            {index > 0 && <Divider component="li" />}
            <li>
              <ListItemButton component={Link} to={`${PATHS.clients}/${client.pid}`}>
                <ListItemAvatar sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <Avatar sx={{ bgcolor: 'primary.light' }}>
                    <PersonOutlined />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={client.full_name}
                  secondary={`${clientsText.list.nationalCode(toPersianDigits(client.national_code))}، ${toPersianDigits(client.mobile)}`}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: 'flex-end', ml: 1 }}
                >
                  <Chip
                    size="small"
                    variant="outlined"
                    label={clientsText.list.cases(toPersianDigits(client.cases_count))}
                  />
                  {client.has_account && (
                    <Chip
                      size="small"
                      color="success"
                      variant="outlined"
                      label={clientsText.list.hasAccount}
                    />
                  )}
                </Stack>
              </ListItemButton>
            </li>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
