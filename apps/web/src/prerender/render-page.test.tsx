// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { http } from '@/lib/api/http-client';
import { getAccessToken } from '@/lib/auth/token-storage';
import { homeText } from '@/locales/fa/content';
import { renderPage, renderSignedInFrame } from './render-page';

const idsOf = (styleTags: string) =>
  [...styleTags.matchAll(/data-emotion="muirtl(?:-global)? ([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? '').split(' '),
  );

describe('prerendering the pages visitors land on', () => {
  it('writes the home page whole, with its title, description and styles, and no inline script', async () => {
    const page = await renderPage('/');
    expect(page.html).toContain(homeText.hero.heading);
    expect(page.html).toContain('<footer');
    expect(page.html).not.toContain('<script');
    expect(page.styleTags).toMatch(/<style data-emotion="muirtl /);
    expect(page.title).toContain('وکیل‌یار');
    expect(page.description.length).toBeGreaterThan(20);
    // Apart, the styles its sections insert once the home call answers, none of them twice.
    const later = idsOf(page.laterStyleTags);
    expect(later.length).toBeGreaterThan(20);
    expect(later.filter((id) => idsOf(page.styleTags).includes(id))).toEqual([]);
    // And nothing of the sample site is left for what is rendered next.
    expect(page.html).not.toContain('مریم کریمی');
    expect((await renderPage('/login')).laterStyleTags).toBe('');
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

describe('prerendering the signed-in frame', () => {
  it('writes the frame with its styles, and apart the styles the pages people work on add', async () => {
    const adapter = http.defaults.adapter;
    const frame = await renderSignedInFrame();
    expect(frame.html).toContain('<header');
    expect(frame.paths).toEqual(expect.arrayContaining(['/dashboard', '/cases', '/cases/:pid']));
    const frameIds = idsOf(frame.styleTags);
    const pageIds = idsOf(frame.pageStyleTags);
    expect(frameIds.length).toBeGreaterThan(10);
    // The sample pages drew their lists, cards and chips: many styles beyond the frame's, none twice.
    expect(pageIds.length).toBeGreaterThan(frameIds.length);
    expect(pageIds.filter((id) => frameIds.includes(id))).toEqual([]);
    // And the classes a component passes to the one it wraps, which merges them and no element carries
    // (the menu button's own, merged into its ButtonBase's): the browser would build them again.
    expect(pageIds).toContainEqual(expect.stringMatching(/^[a-z0-9]+-MuiIconButton-root$/));
    expect(frameIds).toContainEqual(
      expect.stringMatching(/^[a-z0-9]+-MuiButtonBase-root-MuiIconButton-root$/),
    );
    // In small tags, which the boot script parses one per task.
    const keysAndIds = [...frame.pageStyleTags.matchAll(/<style data-emotion="([^"]*)"/g)].map((m) => m[1]);
    expect(keysAndIds.length).toBeGreaterThan(5);
    for (const tag of keysAndIds) expect(tag?.split(' ').length).toBeLessThanOrEqual(1 + 16);
    // The sample office leaves nothing behind for the visitors' pages rendered after it.
    expect(getAccessToken()).toBeNull();
    expect(http.defaults.adapter).toBe(adapter);
    expect((await renderPage('/login')).html).toContain('شماره موبایل');
  });
});
