import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, Outlet } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';

/** The frame of public pages: the product's name and a login button. */
export function PublicLayout() {
  return (
    <>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <Typography
            variant="h6"
            component={Link}
            to={PATHS.home}
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
          >
            {commonText.appName}
          </Typography>
          <Button color="inherit" component={Link} to={PATHS.login}>
            {commonText.login}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </>
  );
}
