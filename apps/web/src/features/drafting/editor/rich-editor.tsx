import Box from '@mui/material/Box';
import type { JSONContent } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { DraftBody } from '@vakilyar/contract';
import { useEffect, useRef } from 'react';
import { draftingText } from '@/locales/fa/drafting';
import { EditorToolbar } from './editor-toolbar';
import { FieldNode } from './field-node';

interface RichEditorProps {
  body: DraftBody;
  onChange: (body: DraftBody) => void;
  /** A new value from outside (a restored version) replaces the content; typing does not. */
  revision?: number;
}

/** The draft's and the template's editor: TipTap (ProseMirror), right to left, with merge-field chips. */
export function RichEditor({ body, onChange, revision = 0 }: RichEditorProps) {
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ code: false, codeBlock: false, strike: false, link: false }),
      TableKit.configure({ table: { resizable: false } }),
      FieldNode,
    ],
    content: body as JSONContent,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        dir: 'rtl',
        lang: 'fa',
        'aria-label': draftingText.editor.bodyLabel,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: current }) => changeRef.current(current.getJSON() as DraftBody),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new revision replaces the content.
  useEffect(() => {
    if (editor && revision > 0) editor.commands.setContent(body as JSONContent, { emitUpdate: false });
  }, [revision, editor]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '& .tiptap': {
          minHeight: 360,
          p: { xs: 1.5, sm: 3 },
          outline: 'none',
          lineHeight: 2,
          fontSize: '1rem',
          // A phone scrolls a wide table sideways (the editor, which takes the focus, is what scrolls)
          // rather than breaking its words letter by letter.
          overflowX: 'auto',
        },
        '& .tiptap:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& .tiptap h1': { fontSize: '1.35rem', textAlign: 'center', my: 1 },
        '& .tiptap h2': { fontSize: '1.15rem', my: 1 },
        '& .tiptap table': {
          borderCollapse: 'collapse',
          width: { xs: 520, sm: '100%' },
          my: 1,
          tableLayout: 'fixed',
        },
        '& .tiptap td, & .tiptap th': { border: 1, borderColor: 'divider', p: 0.75, verticalAlign: 'top' },
        '& .tiptap th': { bgcolor: 'action.hover' },
        '& .tiptap p': { my: 0.5 },
        '& .tiptap ol': { listStyleType: 'persian' },
        '& .draft-field': {
          bgcolor: 'primary.50',
          color: 'primary.dark',
          border: 1,
          borderColor: 'primary.light',
          borderRadius: 1,
          px: 0.5,
          whiteSpace: 'nowrap',
        },
        '& .ProseMirror-selectednode.draft-field': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
        },
      }}
    >
      {editor && <EditorToolbar editor={editor} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
