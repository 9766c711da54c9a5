import { API } from '@vakilyar/contract';
import axios from 'axios';
import { endSession } from '@/lib/auth/session';
import { getAccessToken, getRefreshToken, saveTokens } from '@/lib/auth/token-storage';
import { notifyError } from '@/lib/notify';
import { apiText } from '@/locales/fa/api';
import type { ApiError } from './api-error';
import { API_BASE_URL, DEFAULT_HEADERS } from './defaults';
import { readTokens } from './read-tokens';

export const AUTH_FAILED: ApiError = { type: 'auth_failed', status: 401, message: apiText.sessionExpired };

/** Its own client, without the app's interceptors, so a 401 of the refresh never refreshes again. */
const refreshClient = axios.create({ baseURL: API_BASE_URL, headers: DEFAULT_HEADERS });

/** The one refresh running now; every request that meets a 401 meanwhile waits on it. */
let inFlight: Promise<string> | null = null;

/** Toasts «log in again», clears both tokens and sends the user to /login (product-spec section 8). */
export function expireSession(): void {
  notifyError(apiText.sessionExpired);
  endSession();
}

async function runRefresh(): Promise<string> {
  const refreshToken = getRefreshToken();
  try {
    if (!refreshToken) throw new Error('no refresh token stored');
    const response = await refreshClient.post(
      API.auth.refresh,
      { refresh_token: refreshToken },
      { headers: { Authorization: `Bearer ${refreshToken}` } },
    );
    const tokens = readTokens(response.data);
    if (!tokens) throw new Error('the refresh answer holds no access token');
    saveTokens(tokens);
    return tokens.accessToken;
  } catch {
    expireSession();
    throw AUTH_FAILED;
  }
}

/**
 * A fresh access token for a request that was refused with `sentToken`. Exactly one refresh runs
 * at a time; a request whose 401 arrives after another request already refreshed just retries.
 * Rejects with auth_failed when the refresh fails.
 */
export function refreshAccessToken(sentToken: string | null): Promise<string> {
  if (inFlight) return inFlight;
  const current = getAccessToken();
  if (current && current !== sentToken) return Promise.resolve(current);
  // No session left to refresh: it ended meanwhile (and said so), or there never was one.
  if (!current && (sentToken || !getRefreshToken())) return Promise.reject(AUTH_FAILED);
  inFlight = runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
