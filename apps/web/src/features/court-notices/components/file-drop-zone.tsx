import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { courtNoticesText } from '@/locales/fa/court-notices';

interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Drop photos or files of a notice here, or click to choose them. */
export function FileDropZone({ onFiles, disabled = false }: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const text = courtNoticesText.upload;

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
        cursor: disabled ? 'default' : 'pointer',
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
        accept="image/*,application/pdf,.pdf,.doc,.docx"
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
