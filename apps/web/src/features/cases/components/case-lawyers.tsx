import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Case } from '@vakilyar/contract';
import { useState } from 'react';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { useAddCaseLawyer } from '../api/add-case-lawyer';
import { useRemoveCaseLawyer } from '../api/remove-case-lawyer';
import type { DirectoryUser } from '../api/search-lawyers';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { LawyerAutocomplete } from './lawyer-autocomplete';

/** A lawyer on the case, or one asked to join who has not answered (`expires_at`). */
type Lawyer = Case['lawyers'][number] | NonNullable<Case['invited_lawyers']>[number];
const isInvited = (lawyer: Lawyer) => 'expires_at' in lawyer;
const nameOf = (lawyer: { first_name: string; last_name: string }) =>
  `${lawyer.first_name} ${lawyer.last_name}`;

/**
 * The owner and co-counsel of a case, and the lawyers asked to join; whoever manages its lawyers invites
 * co-counsel (they join when they accept), withdraws an invitation, or takes a co-counsel off.
 */
export function CaseLawyers({ item }: { item: Case }) {
  const [picked, setPicked] = useState<DirectoryUser | null>(null);
  const [removing, setRemoving] = useState<Lawyer | null>(null);
  const addLawyer = useAddCaseLawyer(item.pid);
  const removeLawyer = useRemoveCaseLawyer(item.pid);
  const canManage = item.permissions.includes('case.manage_lawyers');
  const text = casesText.people;
  const people: Lawyer[] = [...item.lawyers, ...(item.invited_lawyers ?? [])];
  const removingInvited = removing !== null && isInvited(removing);

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {text.lawyersHeading}
          </Typography>
          <List disablePadding aria-label={text.lawyersHeading}>
            {people.map((lawyer) => {
              const invited = isInvited(lawyer);
              const action = invited ? text.cancelInvitation : officeUiText.remove;
              return (
                <ListItem
                  key={lawyer.pid}
                  disableGutters
                  secondaryAction={
                    canManage &&
                    !('role' in lawyer && lawyer.role === 'owner') && (
                      <Tooltip title={action}>
                        <IconButton
                          edge="end"
                          aria-label={`${action} ${nameOf(lawyer)}`}
                          onClick={() => setRemoving(lawyer)}
                        >
                          <PersonRemoveOutlined />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText
                    primary={nameOf(lawyer)}
                    secondary={
                      'expires_at' in lawyer ? text.invitedUntil(formatJalaliDate(lawyer.expires_at)) : null
                    }
                  />
                  <Chip
                    size="small"
                    color={'role' in lawyer && lawyer.role === 'owner' ? 'primary' : 'default'}
                    variant="outlined"
                    label={
                      'role' in lawyer
                        ? lawyer.role === 'owner'
                          ? text.owner
                          : text.coCounsel
                        : text.invited
                    }
                    sx={{ mx: 1 }}
                  />
                </ListItem>
              );
            })}
          </List>
          {canManage && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Stack sx={{ flexGrow: 1 }}>
                <LawyerAutocomplete
                  value={picked}
                  onChange={setPicked}
                  excludePids={people.map((l) => l.pid)}
                />
              </Stack>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Outlined />}
                disabled={!picked}
                loading={addLawyer.isPending}
                onClick={async () => {
                  if (!picked) return;
                  const asked = await addLawyer.mutateAsync(picked.pid).catch(() => null);
                  if (asked) notifySuccess(asked.message);
                  setPicked(null);
                }}
                sx={{ whiteSpace: 'nowrap', height: 40 }}
              >
                {text.addLawyer}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={removingInvited ? text.cancelInvitationTitle : text.removeLawyerTitle}
        body={(removingInvited ? text.cancelInvitationBody : text.removeLawyerBody)(
          removing ? nameOf(removing) : '',
        )}
        confirmLabel={removingInvited ? text.cancelInvitation : officeUiText.remove}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const updated = await removeLawyer.mutateAsync(removing.pid);
          notifySuccess(updated.message);
        }}
      />
    </Card>
  );
}
