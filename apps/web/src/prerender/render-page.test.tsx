// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeText } from '@/locales/fa/content';
import { renderPage } from './render-page';

describe('prerendering the pages visitors land on', () => {
  it('writes the home page whole, with its title, description and styles, and no inline script', async () => {
    const page = await renderPage('/');
    expect(page.html).toContain(homeText.hero.heading);
    expect(page.html).toContain('<footer');
    expect(page.html).not.toContain('<script');
    expect(page.styleTags).toMatch(/<style data-emotion="muirtl /);
    expect(page.title).toContain('وکیل‌یار');
    expect(page.description.length).toBeGreaterThan(20);
  });

  it('writes the sign-in form of /login as a visitor sees it', async () => {
    const page = await renderPage('/login');
    expect(page.html).toContain('شماره موبایل');
    // Read-only until hydrated: nothing typed is lost to the hydration or sent by a plain HTML submit.
    expect(page.html).toMatch(/<input[^>]*readOnly=""/);
    expect(page.title).toMatch(/^ورود/);
  });

  it('refuses a page that does not exist rather than writing the error page', async () => {
    await expect(renderPage('/no-such-page')).rejects.toThrow(/404/);
  });
});
