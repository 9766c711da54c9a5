import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';
import { useHasSession } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';
import { siteText } from '@/locales/fa/content';

type AccountButtonProps = Pick<ButtonProps, 'size' | 'color'>;

/** «ورود / ثبت‌نام» for a visitor, «ورود به داشبورد» for someone already signed in. */
export function AccountButton({ size = 'medium', color = 'primary' }: AccountButtonProps) {
  const signedIn = useHasSession();
  return (
    <Button
      variant="contained"
      color={color}
      size={size}
      component={Link}
      to={signedIn ? PATHS.dashboard : PATHS.login}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {signedIn ? siteText.toDashboard : siteText.signIn}
    </Button>
  );
}
