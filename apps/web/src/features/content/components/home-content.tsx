import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import type { HomeData } from '@vakilyar/contract';
import { Link } from 'react-router';
import { PATHS } from '@/lib/route-paths';
import { homeText } from '@/locales/fa/content';
import { BannerCarousel } from './banner-carousel';
import { FaqAccordion } from './faq-accordion';
import { FeaturedConsultants } from './featured-consultants';
import { HomeSection, SERVICES_ANCHOR } from './home-section';
import { HomeStats } from './home-stats';
import { HowItWorks } from './how-it-works';
import { ServiceItems } from './service-items';

/** The sections fed by the home call; a section with nothing to show is left out. */
export function HomeContent({ home }: { home: HomeData }) {
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
