import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';

interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  text: { dropHere: string; dropActive: string; limits: string; chooseFiles: string };
  /** The file chooser's filter; the server sniffs every file whatever it is. */
  accept?: string;
  disabled?: boolean;
  /** The pointer over a disabled zone: `progress` while an upload runs. */
  disabledCursor?: 'default' | 'progress';
}

/** A dashed box to drop files on, or click to choose them. */
export function FileDropZone({
  onFiles,
  text,
  accept,
  disabled = false,
  disabledCursor = 'default',
}: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 3,
        textAlign: 'center',
        cursor: disabled ? disabledCursor : 'pointer',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 500 }}>{dragging ? text.dropActive : text.dropHere}</Typography>
      <Typography variant="caption" color="text.secondary">
        {text.limits}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        accept={accept}
        disabled={disabled}
        aria-label={text.chooseFiles}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          if (input.current) input.current.value = '';
        }}
      />
    </Box>
  );
}
