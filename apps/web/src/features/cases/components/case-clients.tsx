import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Case, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { SendAccessLinkDialog } from '@/features/clients/components/send-access-link-dialog';
import { PATHS } from '@/lib/route-paths';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { clientsText } from '@/locales/fa/clients';
import { useAddCaseClient } from '../api/add-case-client';
import { useRemoveCaseClient } from '../api/remove-case-client';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { ClientAutocomplete, type ClientOption } from './client-autocomplete';

type CaseClient = Case['clients'][number];
const nameOf = (client: { first_name: string; last_name: string }) =>
  `${client.first_name} ${client.last_name}`;

/** The case's clients: add from the office's clients, remove, send one an access link to the case. */
export function CaseClients({ item }: { item: Case }) {
  const [picked, setPicked] = useState<ClientOption[]>([]);
  const [removing, setRemoving] = useState<CaseClient | null>(null);
  const [linking, setLinking] = useState<CaseClient | null>(null);
  const addClient = useAddCaseClient(item.pid);
  const removeClient = useRemoveCaseClient(item.pid);
  const canManage = item.permissions.includes('case.manage_clients');
  const canLink = item.permissions.includes('case.send_access_link');
  // A co-counsel's own office does not hold this case's clients.
  const canOpenClient = item.access === 'owner' || item.access === 'secretary';
  const text = casesText.people;

  const handleAdd = async () => {
    for (const client of picked) {
      await addClient.mutateAsync(client.pid).catch(() => undefined);
    }
    setPicked([]);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {text.clientsHeading}
          </Typography>
          {item.clients.length === 0 && <Typography color="text.secondary">{text.noClients}</Typography>}
          <List disablePadding aria-label={text.clientsHeading}>
            {item.clients.map((client) => (
              <ListItem
                key={client.pid}
                disableGutters
                disablePadding
                secondaryAction={
                  <Stack direction="row">
                    {canLink && (
                      <Tooltip title={text.sendLink}>
                        <IconButton
                          aria-label={`${text.sendLink} ${nameOf(client)}`}
                          onClick={() => setLinking(client)}
                        >
                          <SendToMobileOutlined />
                        </IconButton>
                      </Tooltip>
                    )}
                    {canManage && (
                      <Tooltip title={officeUiText.remove}>
                        <IconButton
                          edge="end"
                          aria-label={`${officeUiText.remove} ${nameOf(client)}`}
                          onClick={() => setRemoving(client)}
                        >
                          <PersonRemoveOutlined />
                        </IconButton>
                      </Tooltip>
                    )}
                  </Stack>
                }
              >
                <ListItemButton
                  {...(canOpenClient
                    ? { component: Link, to: `${PATHS.clients}/${client.pid}` }
                    : { disabled: true })}
                  sx={{ pr: 0, '&.Mui-disabled': { opacity: 1 } }}
                >
                  <ListItemText
                    primary={nameOf(client)}
                    secondary={`${clientsText.list.nationalCode(toPersianDigits(client.national_code))}، ${toPersianDigits(client.mobile)}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {canManage && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Stack sx={{ flexGrow: 1 }}>
                <ClientAutocomplete
                  label={text.clientSearch}
                  value={picked}
                  onChange={setPicked}
                  excludePids={item.clients.map((c) => c.pid)}
                />
              </Stack>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Outlined />}
                disabled={picked.length === 0}
                loading={addClient.isPending}
                onClick={handleAdd}
                sx={{ whiteSpace: 'nowrap', height: 56 }}
              >
                {text.addClient}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      {linking && (
        <SendAccessLinkDialog
          open
          onClose={() => setLinking(null)}
          client={{ pid: linking.pid, name: nameOf(linking), mobile: linking.mobile }}
          cases={[{ pid: item.pid, title: item.title }]}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={text.removeClientTitle}
        body={text.removeClientBody(removing ? nameOf(removing) : '')}
        confirmLabel={officeUiText.remove}
        onClose={() => setRemoving(null)}
        onConfirm={() => (removing ? removeClient.mutateAsync(removing.pid) : Promise.resolve())}
      />
    </Card>
  );
}
