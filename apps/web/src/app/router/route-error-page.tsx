import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { errorPageText } from '@/locales/fa/errors';

/** Shown when a route fails to load or render; an unknown path is a 404 here too. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    NProgress.done();
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <Box sx={{ p: 2 }}>
      <MessageCard
        icon={notFound ? <SearchOff /> : <ErrorOutline />}
        title={notFound ? errorPageText.notFoundTitle : errorPageText.crashTitle}
        body={notFound ? errorPageText.notFoundBody : errorPageText.crashBody}
        action={
          notFound ? (
            <Button variant="contained" component={Link} to={PATHS.home}>
              {commonText.backHome}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => window.location.reload()}>
              {errorPageText.reload}
            </Button>
          )
        }
      />
    </Box>
  );
}
