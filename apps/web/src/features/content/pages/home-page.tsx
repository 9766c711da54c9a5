import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useDeferredValue } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { commonText } from '@/locales/fa/common';
import { siteText } from '@/locales/fa/content';
import { useHome } from '../api/get-home';
import { HomeCallToAction } from '../components/home-call-to-action';
import { HomeHero } from '../components/home-hero';

/**
 * The sections drawn from the home call load beside that call, not before the hero: a slow phone
 * reads the promise first (issue 14). Asked for as soon as this page runs, so they rarely wait.
 */
const loadHomeContent = () => import('../components/home-content');
const HomeContent = lazy(() => loadHomeContent().then((module) => ({ default: module.HomeContent })));
void loadHomeContent();

/** `/` for everyone: the promise, banners, services, how it works, consultants, FAQs; one call. */
export function HomePage() {
  const home = useHome();
  // The sections draw in a transition, in slices a slow phone can interleave with input.
  const content = useDeferredValue(home.data);

  return (
    <Stack
      spacing={{ xs: 5, md: 8 }}
      sx={{ maxWidth: 1152, mx: 'auto', width: '100%', pb: { xs: 2, md: 4 } }}
    >
      <HomeHero tagline={home.data?.settings.tagline} />
      {!content && !home.isError && <PageLoader />}
      {home.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={siteText.loadFailed}
          action={<Button onClick={() => home.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {content && (
        <Suspense fallback={<PageLoader />}>
          <HomeContent home={content} />
        </Suspense>
      )}
      <HomeCallToAction />
    </Stack>
  );
}
