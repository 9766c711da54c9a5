import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { HomeData } from '@vakilyar/contract';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { PATHS } from '@/lib/route-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { commonText } from '@/locales/fa/common';
import { homeText, siteText } from '@/locales/fa/content';
import { useHome } from '../api/get-home';
import { BannerCarousel } from '../components/banner-carousel';
import { FaqAccordion } from '../components/faq-accordion';
import { FeaturedConsultants } from '../components/featured-consultants';
import { HomeCallToAction } from '../components/home-call-to-action';
import { HomeHero } from '../components/home-hero';
import { HomeSection } from '../components/home-section';
import { HomeStats } from '../components/home-stats';
import { HowItWorks } from '../components/how-it-works';
import { SERVICES_ANCHOR, ServiceItems } from '../components/service-items';

/** The sections fed by the home call; a section with nothing to show is left out. */
function HomeContent({ home }: { home: HomeData }) {
  const heroBanners = home.banners.filter((banner) => banner.placement === 'home_hero');
  const middleBanners = home.banners.filter((banner) => banner.placement === 'home_middle');
  return (
    <>
      <HomeStats stats={home.stats} />
      <BannerCarousel banners={heroBanners} />
      {home.service_items.length > 0 && (
        <HomeSection id={SERVICES_ANCHOR} heading={homeText.services.heading} hint={homeText.services.hint}>
          <ServiceItems items={home.service_items} />
        </HomeSection>
      )}
      <HomeSection heading={homeText.steps.heading} hint={homeText.steps.hint}>
        <HowItWorks />
      </HomeSection>
      <BannerCarousel banners={middleBanners} />
      {home.featured_consultants.length > 0 && (
        <HomeSection heading={homeText.consultants.heading} hint={homeText.consultants.hint}>
          <FeaturedConsultants consultants={home.featured_consultants} />
        </HomeSection>
      )}
      {home.faqs.length > 0 && (
        <HomeSection
          heading={homeText.faqs.heading}
          action={
            <Button component={Link} to={PATHS.faq} endIcon={<ArrowBackOutlined />}>
              {homeText.faqs.all}
            </Button>
          }
        >
          <FaqAccordion faqs={home.faqs} />
        </HomeSection>
      )}
    </>
  );
}

/** `/` for everyone: the promise, banners, services, how it works, consultants, FAQs; one call. */
export function HomePage() {
  useDocumentTitle(commonText.appTagline);
  const home = useHome();

  return (
    <Stack
      spacing={{ xs: 5, md: 8 }}
      sx={{ maxWidth: 1152, mx: 'auto', width: '100%', pb: { xs: 2, md: 4 } }}
    >
      <HomeHero tagline={home.data?.settings.tagline} />
      {home.isPending && <PageLoader />}
      {home.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={siteText.loadFailed}
          action={<Button onClick={() => home.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {home.data && <HomeContent home={home.data} />}
      <HomeCallToAction />
    </Stack>
  );
}
