import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast for this call, success or failure: for calls the user did not ask for. */
    silent?: boolean;
    /** Set on the one retry after a token refresh, so a second 401 ends the session. */
    retriedAfterRefresh?: boolean;
  }
}
