import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { feesText } from '@/locales/fa/fees';

interface PhotoInputProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** Chooses a photo (a slip, a receipt) to upload with the form; the server checks its bytes and size. */
export function PhotoInput({ label, file, onChange }: PhotoInputProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlined />}>
        {label}
        <input
          hidden
          type="file"
          accept="image/*"
          aria-label={label}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      {file && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {feesText.payments.slipChosen(file.name)}
        </Typography>
      )}
    </Stack>
  );
}
