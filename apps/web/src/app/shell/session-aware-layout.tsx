import { useHasSession } from '@/lib/auth/session';
import { AppShell } from './app-shell';
import { PublicLayout } from './public-layout';

/**
 * Pages open to everyone that a signed-in user reaches from the app (the consultants directory): the
 * app's frame once signed in, the public site's frame for a visitor. Its own file, so that the public
 * frame of `/` does not carry the signed-in shell.
 */
export function SessionAwareLayout() {
  return useHasSession() ? <AppShell /> : <PublicLayout />;
}
