import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  DRAFT_FIELD_KEYS,
  DRAFT_FIELD_SOURCE_LABELS,
  DRAFT_FIELD_SOURCES,
  DRAFT_FIELDS,
} from '@vakilyar/contract';
import { useState } from 'react';
import { draftingText } from '@/locales/fa/drafting';

/** «درج فیلد»: every field by its Persian name, grouped by where its value comes from. */
export function FieldPicker({ onPick }: { onPick: (key: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<DataObjectOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {draftingText.editor.insertField}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } } }}
      >
        {DRAFT_FIELD_SOURCES.flatMap((source) => [
          <ListSubheader key={source}>{DRAFT_FIELD_SOURCE_LABELS[source]}</ListSubheader>,
          ...DRAFT_FIELD_KEYS.filter((key) => DRAFT_FIELDS[key].source === source).map((key) => (
            <MenuItem
              key={key}
              onClick={() => {
                setAnchor(null);
                onPick(key);
              }}
            >
              {DRAFT_FIELDS[key].label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
