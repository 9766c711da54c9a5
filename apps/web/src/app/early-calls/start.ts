import { API, type Role, SERVER_DRAWN, STORAGE_KEYS } from '@vakilyar/contract';
import { writePageSessionCookie } from '@/lib/auth/page-session-cookie';
import { earlyCallsFor, earlyCallsOfRoles, type PlannedCall } from './plan';

/**
 * The early script: app.html loads it beside the entry, and with a stored session it sends the page's first
 * calls at once, while the app's code is still on the line (issue 23). `request()` takes the answers up.
 * Nothing here but `fetch`: on a slow phone it runs seconds before the app does.
 */
function send({ endpoint, params }: PlannedCall, accessToken: string): Promise<unknown> {
  const query = new URLSearchParams(
    Object.entries(params ?? {}).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, String(value)]],
    ),
  ).toString();
  return fetch(`/api${endpoint}${query ? `?${query}` : ''}`, {
    headers: { Authorization: `Bearer ${accessToken}`, 'Cache-Control': 'no-cache' },
  }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))));
}

const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);

function start(call: PlannedCall, token: string) {
  const answer = send(call, token);
  // Taken up or not, a refused call is the app's to report, not an unhandled rejection.
  answer.catch(() => undefined);
  return { ...call, startedAt: performance.now(), answer };
}

// A session stored before the page cookie existed gets it now, so the next page arrives drawn.
if (accessToken) writePageSessionCookie(accessToken);

// A page the server drew came with the answers it was drawn from: nothing to ask again.
if (accessToken && !document.documentElement.hasAttribute(SERVER_DRAWN.attribute)) {
  const calls = earlyCallsFor(location.pathname, location.search).map((call) => start(call, accessToken));
  window.vakilyarEarlyCalls = calls;
  // The profile's answer names the roles, which decide the rest of the page's first calls.
  calls
    .find((call) => call.endpoint === API.profile.get)
    ?.answer.then(
      (body) => {
        const roles = (body as { result?: { roles?: Role[] } }).result?.roles ?? [];
        for (const call of earlyCallsOfRoles(location.pathname, roles))
          window.vakilyarEarlyCalls?.push(start(call, accessToken));
      },
      () => undefined,
    );
}
