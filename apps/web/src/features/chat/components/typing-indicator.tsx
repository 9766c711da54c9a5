import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.4; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

/** «… در حال نوشتن…» with three dots, on the other side's edge of the conversation. */
export function TypingIndicator({ text }: { text: string }) {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', pt: 1.5, color: 'text.secondary' }}
    >
      <Typography variant="caption">{text}</Typography>
      <Stack direction="row" spacing={0.4} aria-hidden>
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
