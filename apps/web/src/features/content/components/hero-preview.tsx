import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { homeText } from '@/locales/fa/content';

const { preview } = homeText;

/** A made-up office day, drawn as the app shows one: a picture of the product, hidden from screen readers. */
export function HeroPreview() {
  return (
    <Box aria-hidden sx={{ position: 'relative', px: 2, py: 3 }}>
      <Paper
        elevation={12}
        sx={{ borderRadius: 2, p: 2.5, color: 'text.primary', transform: 'rotate(-2deg)' }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}>
          <Typography sx={{ fontWeight: 800 }}>{preview.heading}</Typography>
          <Typography variant="caption" color="text.secondary">
            {preview.date}
          </Typography>
        </Stack>
        <Stack spacing={1.25}>
          {preview.items.map((item, index) => (
            <Stack
              key={item.title}
              direction="row"
              spacing={1.5}
              sx={{
                alignItems: 'center',
                p: 1.25,
                borderRadius: 1.2,
                bgcolor: index === 0 ? 'rgba(31,58,95,0.07)' : 'grey.50',
                borderLeft: 4,
                borderColor: index === 1 ? 'secondary.main' : 'primary.main',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main', minWidth: 44 }}>
                {item.time}
              </Typography>
              <Stack sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {item.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {item.detail}
                </Typography>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          insetInlineEnd: -8,
          bottom: -12,
          borderRadius: 2,
          px: 1.75,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          transform: 'rotate(2deg)',
        }}
      >
        <NotificationsActiveOutlined color="secondary" fontSize="small" />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {preview.notice}
        </Typography>
      </Paper>
      <Paper
        elevation={8}
        sx={{
          position: 'absolute',
          insetInlineStart: -12,
          top: -20,
          borderRadius: 2,
          px: 1.75,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          transform: 'rotate(-4deg)',
        }}
      >
        <SmsOutlined color="primary" fontSize="small" />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {preview.reminder}
        </Typography>
      </Paper>
    </Box>
  );
}
