import type { BannerPlacement, FaqListQuery } from '@vakilyar/contract';

/** Query keys of the public site; admin edits invalidate `contentKeys.all`. */
export const contentKeys = {
  all: ['content'] as const,
  home: ['content', 'home'] as const,
  settings: ['content', 'settings'] as const,
  socialLinks: ['content', 'social-links'] as const,
  faqs: (query: Partial<FaqListQuery>) => ['content', 'faqs', query] as const,
  faq: (pid: string) => ['content', 'faq', pid] as const,
  faqCategories: ['content', 'faq-categories'] as const,
  terms: ['content', 'terms'] as const,
  teamMembers: ['content', 'team-members'] as const,
  banners: (placement: BannerPlacement) => ['content', 'banners', placement] as const,
};

/** Site content changes rarely: a visitor moving between pages is not asked again for five minutes. */
export const CONTENT_STALE_MS = 5 * 60 * 1000;
