import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api/api-error';
import { saveTokens } from '@/lib/auth/token-storage';
import { PATHS } from '@/lib/route-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { accessLinkText } from '@/locales/fa/access-link';
import { useRedeemAccessLink } from '../api/redeem-access-link';

/** The server refused the link itself (used, expired, unknown), rather than failing to answer. */
function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    'status' in error &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}

/**
 * /access/:token, the link a client receives by SMS: signs them in (replacing any session of this
 * browser), then opens the case. A used or expired link says so and offers the login page.
 */
export function AccessLinkPage() {
  useDocumentTitle(accessLinkText.title);
  const { token = '' } = useParams();
  const redeem = useRedeemAccessLink();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const { mutateAsync } = redeem;

  const open = useCallback(async () => {
    try {
      const result = await mutateAsync(token);
      // Answers cached for whoever used this browser before belong to them, not to the client.
      queryClient.clear();
      saveTokens({ accessToken: result.access_token, refreshToken: result.refresh_token });
      await navigate(`${PATHS.myCases}/${result.case.pid}`, { replace: true });
    } catch {
      // Shown below from the mutation's state.
    }
  }, [mutateAsync, token, queryClient, navigate]);

  useEffect(() => {
    // A link works once: never redeem it twice, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void open();
  }, [open]);

  if (redeem.isError) {
    const refused = isRefusal(redeem.error);
    return (
      <MessageCard
        icon={refused ? <LinkOffOutlined /> : <WifiOffOutlined />}
        title={refused ? accessLinkText.invalidTitle : accessLinkText.failedTitle}
        body={refused ? accessLinkText.invalidBody : accessLinkText.failedBody}
        action={
          <Stack direction="row" spacing={1}>
            <Button variant="contained" component={Link} to={PATHS.login}>
              {accessLinkText.login}
            </Button>
            {!refused && <Button onClick={() => void open()}>{accessLinkText.retry}</Button>}
          </Stack>
        }
      />
    );
  }

  return (
    <Stack sx={{ alignItems: 'center', mt: 6 }}>
      <PageLoader />
      <Typography color="text.secondary">{accessLinkText.opening}</Typography>
    </Stack>
  );
}
