import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { rtlCache } from './rtl-cache';
import { theme } from './theme';

/** react-toastify queues the toasts raised before its container mounts, so the container need not be in the first paint. */
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          {children}
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
