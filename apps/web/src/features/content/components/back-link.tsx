import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

/** «بازگشت به …» above a page's title; the arrow points right, backwards in Persian. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      startIcon={<ArrowForwardOutlined />}
      sx={{ alignSelf: 'flex-start', px: 0.5 }}
    >
      {label}
    </Button>
  );
}
