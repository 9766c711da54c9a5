import Close from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { FileLabel } from './file-label';

interface SelectedFilesProps {
  files: File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The files chosen for a notice: a preview of each image, an icon for the others, and a remove button. */
export function SelectedFiles({ files, onRemove, disabled = false }: SelectedFilesProps) {
  const previews = useMemo(
    () => files.map((file) => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null)),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  if (files.length === 0) return null;

  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {files.map((file, index) => (
        <Stack
          component="li"
          key={`${file.name}-${file.size}-${file.lastModified}`}
          spacing={0.5}
          sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 2, p: 1 }}
        >
          <Box
            sx={{
              height: 96,
              borderRadius: 1,
              bgcolor: 'grey.100',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {previews[index] ? (
              <Box
                component="img"
                src={previews[index] ?? undefined}
                alt={file.name}
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <PictureAsPdfOutlined color="error" sx={{ fontSize: 40 }} />
            )}
          </Box>
          <FileLabel name={file.name} size={file.size} />
          <IconButton
            size="small"
            aria-label={courtNoticesText.upload.remove(file.name)}
            disabled={disabled}
            onClick={() => onRemove(index)}
            sx={{
              position: 'absolute',
              top: 4,
              insetInlineEnd: 4,
              bgcolor: 'background.paper',
              boxShadow: 1,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <Close fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </Box>
  );
}
