import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { rtlCache } from './rtl-cache';
import { theme } from './theme';

/** react-toastify queues the toasts raised before its container mounts, so the container need not be in the first paint. */
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** The toasts' container, loaded apart from the page. */
export function AppToasts() {
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

interface AppProvidersProps {
  queryClient: QueryClient;
  /** False until the first page has loaded; toasts raised meanwhile wait in react-toastify's queue. */
  withToasts?: boolean;
  children: ReactNode;
}

export function AppProviders({ queryClient, withToasts = true, children }: AppProvidersProps) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          {withToasts && <AppToasts />}
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
