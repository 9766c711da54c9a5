import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { adminFinanceText } from '@/locales/fa/admin-finance';

export interface PackageItem {
  pid: string;
  name: string;
  is_active: boolean;
  sort_order: number;
}

interface PackageRowProps {
  item: PackageItem;
  /** What the package gives and costs, under its name. */
  description: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/** One package of an editor's list: name, whether it is on sale, its order, and edit and delete. */
export function PackageRow({ item, description, onEdit, onDelete }: PackageRowProps) {
  const text = adminFinanceText.editor;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', py: 1.5, opacity: item.is_active ? 1 : 0.7 }}
    >
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          <Chip
            size="small"
            color={item.is_active ? 'success' : 'default'}
            variant="outlined"
            label={item.is_active ? text.active : text.inactive}
          />
          <Typography variant="caption" color="text.secondary">
            {text.order(toPersianDigits(item.sort_order))}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div">
          {description}
        </Typography>
      </Stack>
      <Tooltip title={text.edit}>
        <IconButton onClick={onEdit} aria-label={text.editNamed(item.name)}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={text.delete}>
        <IconButton onClick={onDelete} aria-label={text.deleteNamed(item.name)} color="error">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
