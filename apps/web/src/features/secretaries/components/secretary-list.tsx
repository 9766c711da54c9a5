import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { toPersianDigits } from '@vakilyar/contract';
import { Fragment } from 'react';
import { formatJalaliDate } from '@/lib/format/jalali';
import { secretariesText } from '@/locales/fa/secretaries';
import type { Secretary } from '../api/list-secretaries';

interface SecretaryListProps {
  secretaries: readonly Secretary[];
  onRename: (secretary: Secretary) => void;
  onRemove: (secretary: Secretary) => void;
}

/** The office's secretaries: name, mobile, since when, whether they have signed in; rename, remove. */
export function SecretaryList({ secretaries, onRename, onRemove }: SecretaryListProps) {
  const text = secretariesText;
  return (
    <Card variant="outlined">
      <List disablePadding aria-label={text.title}>
        {secretaries.map((secretary, index) => {
          const name = `${secretary.first_name} ${secretary.last_name}`;
          return (
            <Fragment key={secretary.pid}>
              {index > 0 && <Divider component="li" />}
              <ListItem
                sx={{ pr: 12 }}
                secondaryAction={
                  <>
                    <Tooltip title={text.edit.title}>
                      <IconButton
                        aria-label={`${text.edit.title}: ${name}`}
                        onClick={() => onRename(secretary)}
                      >
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={text.remove.action}>
                      <IconButton
                        edge="end"
                        aria-label={`${text.remove.action}: ${name}`}
                        onClick={() => onRemove(secretary)}
                      >
                        <PersonRemoveOutlined />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemAvatar sx={{ display: { xs: 'none', sm: 'block' } }}>
                  <Avatar sx={{ bgcolor: 'secondary.light' }}>
                    <BadgeOutlined />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={`${toPersianDigits(secretary.mobile)}، ${text.list.assignedAt(formatJalaliDate(secretary.assigned_at))}`}
                />
                <Chip
                  size="small"
                  variant="outlined"
                  color={secretary.has_password ? 'success' : 'default'}
                  label={secretary.has_password ? text.list.active : text.list.invited}
                  sx={{ mx: 1, display: { xs: 'none', sm: 'flex' } }}
                />
              </ListItem>
            </Fragment>
          );
        })}
      </List>
    </Card>
  );
}
