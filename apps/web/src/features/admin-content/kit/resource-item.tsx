import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { adminContentText } from '@/locales/fa/admin-content';
import type { CommandSpec, FormSpec, ResourceSpec } from './resource-types';

interface ResourceItemProps<Item> {
  item: Item;
  spec: ResourceSpec<Item>;
  onForm: (form: FormSpec<Item>) => void;
  onCommand: (command: CommandSpec<Item>) => void;
  onRemove: () => void;
  busy: boolean;
}

const text = adminContentText.common;

/** A body longer than this is cut to three lines until the row is opened. */
const LONG_BODY = 160;

/** One row of an admin list: what the item is, then what may be done with it. */
export function ResourceItem<Item>({
  item,
  spec,
  onForm,
  onCommand,
  onRemove,
  busy,
}: ResourceItemProps<Item>) {
  const [open, setOpen] = useState(false);
  const view = spec.view(item);
  const details = spec.details?.(item) ?? null;
  const foldable = details !== null || (view.body?.length ?? 0) > LONG_BODY;
  const forms = (spec.forms ?? []).filter((form) => form.enabled?.(item) ?? true);
  const commands = (spec.commands ?? []).filter((command) => command.visible?.(item) ?? true);
  const removable = spec.remove && (spec.remove.enabled?.(item) ?? true);

  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          {view.image !== undefined && (
            <Box
              sx={{
                width: { xs: 56, sm: 88 },
                height: { xs: 56, sm: 56 },
                borderRadius: 1,
                bgcolor: 'grey.100',
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                flexShrink: 0,
              }}
            >
              {view.image ? (
                <Box
                  component="img"
                  src={view.image}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <ImageOutlined color="disabled" />
              )}
            </Box>
          )}
          <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {view.title}
            </Typography>
            {view.subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {view.subtitle}
              </Typography>
            )}
            {view.chips && view.chips.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {view.chips.map((chip) => (
                  <Chip
                    key={chip.label}
                    label={chip.label}
                    size="small"
                    color={chip.color ?? 'default'}
                    variant="outlined"
                  />
                ))}
              </Stack>
            )}
            {view.body && !(open && details) && (
              <Typography
                variant="body2"
                sx={{
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                  ...(foldable && !open
                    ? {
                        display: '-webkit-box',
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }
                    : {}),
                }}
              >
                {view.body}
              </Typography>
            )}
            {view.meta && (
              <Typography variant="caption" color="text.secondary">
                {view.meta}
              </Typography>
            )}
          </Stack>
        </Stack>
        {details && (
          <Collapse in={open} unmountOnExit>
            <Box sx={{ mt: 2 }}>{details}</Box>
          </Collapse>
        )}
        <Stack
          direction="row"
          role="group"
          aria-label={text.actions(view.title)}
          sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, justifyContent: 'flex-end' }}
        >
          {foldable && (
            <Button
              size="small"
              color="inherit"
              onClick={() => setOpen(!open)}
              endIcon={open ? <ExpandLess /> : <ExpandMore />}
            >
              {open ? text.showLess : text.showMore}
            </Button>
          )}
          {commands.map((command) => (
            <Button
              key={command.label(item)}
              size="small"
              variant="outlined"
              startIcon={command.icon}
              disabled={busy}
              onClick={() => onCommand(command)}
            >
              {command.label(item)}
            </Button>
          ))}
          {forms.map((form) => (
            <Button
              key={form.title}
              size="small"
              variant="outlined"
              startIcon={form.icon}
              onClick={() => onForm(form)}
            >
              {form.actionLabel ?? form.title}
            </Button>
          ))}
          {removable && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={busy}
              onClick={onRemove}
            >
              {text.delete}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
