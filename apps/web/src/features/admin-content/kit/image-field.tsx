import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentImage } from '@vakilyar/contract';
import { type ChangeEvent, useId, useRef } from 'react';
import { adminContentText } from '@/locales/fa/admin-content';
import { useUploadContentImage } from './upload-image';

interface ImageFieldProps {
  label: string;
  previewUrl: string | null;
  error?: string;
  /** The uploaded image, or null once removed. */
  onChange: (image: ContentImage | null) => void;
}

const text = adminContentText.image;

/** Choose an image: it is uploaded at once (the server checks it) and shown; or remove the one there. */
export function ImageField({ label, previewUrl, error, onChange }: ImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadContentImage();

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onChange(await upload.mutateAsync(file));
    } catch {
      // The API client toasted why (type or size).
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" component="label" htmlFor={inputId}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 160,
            height: 96,
            borderRadius: 2,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'grey.100',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt={text.preview}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlined color="disabled" fontSize="large" />
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {previewUrl ? text.replace : text.choose}
            </Button>
            {previewUrl && (
              <Button size="small" color="error" onClick={() => onChange(null)} disabled={upload.isPending}>
                {text.remove}
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
            {error ?? text.hint}
          </Typography>
        </Stack>
      </Stack>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        onChange={handleFile}
      />
    </Stack>
  );
}
