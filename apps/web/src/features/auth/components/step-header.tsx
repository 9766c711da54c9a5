import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function StepHeader({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
    </Stack>
  );
}
