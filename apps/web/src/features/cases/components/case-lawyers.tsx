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
import { casesText, officeUiText } from '@/locales/fa/cases';
import { useAddCaseLawyer } from '../api/add-case-lawyer';
import { useRemoveCaseLawyer } from '../api/remove-case-lawyer';
import type { DirectoryUser } from '../api/search-lawyers';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { LawyerAutocomplete } from './lawyer-autocomplete';

type Lawyer = Case['lawyers'][number];
const nameOf = (lawyer: { first_name: string; last_name: string }) =>
  `${lawyer.first_name} ${lawyer.last_name}`;

/** The owner and co-counsel of a case; whoever manages its lawyers adds and removes co-counsel. */
export function CaseLawyers({ item }: { item: Case }) {
  const [picked, setPicked] = useState<DirectoryUser | null>(null);
  const [removing, setRemoving] = useState<Lawyer | null>(null);
  const addLawyer = useAddCaseLawyer(item.pid);
  const removeLawyer = useRemoveCaseLawyer(item.pid);
  const canManage = item.permissions.includes('case.manage_lawyers');
  const text = casesText.people;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {text.lawyersHeading}
          </Typography>
          <List disablePadding aria-label={text.lawyersHeading}>
            {item.lawyers.map((lawyer) => (
              <ListItem
                key={lawyer.pid}
                disableGutters
                secondaryAction={
                  canManage &&
                  lawyer.role !== 'owner' && (
                    <Tooltip title={officeUiText.remove}>
                      <IconButton
                        edge="end"
                        aria-label={`${officeUiText.remove} ${nameOf(lawyer)}`}
                        onClick={() => setRemoving(lawyer)}
                      >
                        <PersonRemoveOutlined />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText primary={nameOf(lawyer)} />
                <Chip
                  size="small"
                  color={lawyer.role === 'owner' ? 'primary' : 'default'}
                  variant="outlined"
                  label={lawyer.role === 'owner' ? text.owner : text.coCounsel}
                  sx={{ mx: 1 }}
                />
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
                <LawyerAutocomplete
                  value={picked}
                  onChange={setPicked}
                  excludePids={item.lawyers.map((l) => l.pid)}
                />
              </Stack>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Outlined />}
                disabled={!picked}
                loading={addLawyer.isPending}
                onClick={async () => {
                  if (!picked) return;
                  await addLawyer.mutateAsync(picked.pid).catch(() => undefined);
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
        title={text.removeLawyerTitle}
        body={text.removeLawyerBody(removing ? nameOf(removing) : '')}
        confirmLabel={officeUiText.remove}
        onClose={() => setRemoving(null)}
        onConfirm={() => (removing ? removeLawyer.mutateAsync(removing.pid) : Promise.resolve())}
      />
    </Card>
  );
}
