import { API, CSRF } from '@vakilyar/contract';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getAccessToken } from '@/lib/auth/token-storage';
import { isRecord } from '@/lib/is-record';
import { notifySuccess } from '@/lib/notify';
import { readCsrfToken } from './csrf';
import { API_BASE_URL, DEFAULT_HEADERS } from './defaults';
import { reportFailure } from './report-failure';
import { AUTH_FAILED, expireSession, refreshAccessToken } from './session-refresh';

/** Calls that authenticate the user themselves: a 401 there is a wrong credential, not an old token. */
const NO_REFRESH_PATHS = new Set<string>([
  API.auth.refresh,
  API.auth.checkUserExists,
  API.auth.login,
  API.auth.verifyOtp,
  API.auth.sendRegisterCode,
  API.auth.register,
  API.auth.sendForgotPasswordCode,
  API.auth.forgotPassword,
]);

export const http = axios.create({ baseURL: API_BASE_URL, headers: DEFAULT_HEADERS });

function attachCredentials(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const accessToken = getAccessToken();
  if (accessToken) config.headers.set('Authorization', `Bearer ${accessToken}`);
  const csrfToken = readCsrfToken();
  if (csrfToken) config.headers.set(CSRF.header, csrfToken);
  return config;
}

/** A mutation's Persian `result.message` is shown when the status is not 200 (product-spec section 8). */
function announceSuccess(response: AxiosResponse): AxiosResponse {
  const result = isRecord(response.data) ? response.data.result : undefined;
  const message = isRecord(result) ? result.message : undefined;
  if (response.status !== 200 && typeof message === 'string' && message && !response.config.silent) {
    notifySuccess(message);
  }
  return response;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** A first 401 refreshes once and retries; every other failure is toasted and rejected. */
async function recoverOrReject(error: unknown): Promise<AxiosResponse> {
  if (!axios.isAxiosError(error) || !error.config) return reportFailure(error);
  const { config, response } = error;
  if (response?.status !== 401 || NO_REFRESH_PATHS.has(config.url ?? '')) {
    return reportFailure(error, config.silent);
  }
  if (config.retriedAfterRefresh) {
    expireSession();
    throw AUTH_FAILED;
  }
  await refreshAccessToken(bearerOf(config));
  return http.request({ ...config, retriedAfterRefresh: true });
}

http.interceptors.request.use(attachCredentials);
http.interceptors.response.use(announceSuccess, recoverOrReject);
