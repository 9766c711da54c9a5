import { AppShell } from '../shell/app-shell';
import { RequireSession } from './require-session';

/** The signed-in frame behind its session check; loaded with the first signed-in page, never on `/` or `/login`. */
export function SignedInShell() {
  return (
    <RequireSession>
      <AppShell />
    </RequireSession>
  );
}
