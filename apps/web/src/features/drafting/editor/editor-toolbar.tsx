import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Redo from '@mui/icons-material/Redo';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Undo from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { draftingText } from '@/locales/fa/drafting';
import { FieldPicker } from './field-picker';

const text = draftingText.editor;

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        size="small"
        aria-label={props.label}
        aria-pressed={props.active}
        color={props.active ? 'primary' : 'default'}
        onClick={props.onClick}
      >
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/** Headings, bold, lists, a table, and a field from the list: what a law office's papers need. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: e.isActive('heading', { level: 1 }) ? 'h1' : e.isActive('heading', { level: 2 }) ? 'h2' : 'p',
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      inTable: e.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={text.toolbar}
      spacing={0.5}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        p: 1,
        borderBottom: 1,
        borderColor: 'divider',
        position: 'sticky',
        top: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
      }}
    >
      <TextField
        select
        size="small"
        value={state.block}
        slotProps={{ htmlInput: { 'aria-label': text.paragraph } }}
        sx={{ minWidth: 110 }}
        onChange={(event) => {
          const value = event.target.value;
          if (value === 'p') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: value === 'h1' ? 1 : 2 })
              .run();
        }}
      >
        <MenuItem value="p">{text.paragraph}</MenuItem>
        <MenuItem value="h1">{text.heading1}</MenuItem>
        <MenuItem value="h2">{text.heading2}</MenuItem>
      </TextField>
      <ToolButton label={text.bold} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBold />
      </ToolButton>
      <ToolButton label={text.italic} active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic />
      </ToolButton>
      <ToolButton
        label={text.bulletList}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted />
      </ToolButton>
      <ToolButton
        label={text.orderedList}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered />
      </ToolButton>
      <ToolButton
        label={state.inTable ? text.addRow : text.table}
        onClick={() =>
          state.inTable
            ? chain().addRowAfter().run()
            : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
      >
        <TableChartOutlined />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <FieldPicker
        onPick={(key) => chain().insertContent({ type: 'field', attrs: { key } }).insertContent(' ').run()}
      />
      <Divider orientation="vertical" flexItem />
      <ToolButton label={text.undo} onClick={() => chain().undo().run()}>
        <Undo />
      </ToolButton>
      <ToolButton label={text.redo} onClick={() => chain().redo().run()}>
        <Redo />
      </ToolButton>
    </Stack>
  );
}
