// @vitest-environment node
import { API } from '@vakilyar/contract';
import { describe, expect, it } from 'vitest';
import { http } from '@/lib/api/http-client';
import { getAccessToken } from '@/lib/auth/token-storage';
import { type ApiAnswer, drawPageForServer, type ServerDrawnPage } from './draw-for-server';
import { SAMPLE_LAWYER, sampleAnswer } from './sample-office';

/** The sample office's answers, as the server's in-process API would give them; `refuse` answers 401. */
function sampleApi(asked: string[], { refuse = '' } = {}) {
  return async (url: string): Promise<ApiAnswer> => {
    asked.push(url);
    const endpoint = url.replace(/^\/api/, '').split('?')[0] ?? '';
    const body = sampleAnswer(endpoint, SAMPLE_LAWYER);
    if (refuse && endpoint === refuse) return { status: 401, body: undefined };
    return body === undefined ? { status: 404, body: undefined } : { status: 200, body };
  };
}

const layout = { frameStyleIds: new Set<string>(), desktop: false };

describe("drawing a signed-in page with its user's data (issue 23)", () => {
  it('draws the page from the API, with its styles, title and the answers it was drawn from', async () => {
    const asked: string[] = [];
    const page = await drawPageForServer('/cases', 'token-1', sampleApi(asked), layout);
    if (!page) throw new Error(`not drawn; asked ${asked.join(', ')}`);
    expect(page.html).toContain('مطالبه وجه چک');
    expect(page.title).toContain('پرونده');
    expect(page.styleTags).toMatch(/<style data-emotion="muirtl /);
    expect(asked).toContain(`/api${API.profile.get}`);
    const state = JSON.parse(page.state) as { queries: { state: { data: unknown } }[] };
    expect(JSON.stringify(state.queries.map((query) => query.state.data))).toContain('مطالبه وجه چک');
    // Nothing of the drawing is left behind for the next one.
    expect(getAccessToken()).toBeNull();
    expect(http.defaults.adapter).not.toBeUndefined();
  });

  it('sends the styles the page used, merged-away classes included, whatever was drawn before it', async () => {
    const tagsOf = (page: ServerDrawnPage | undefined) =>
      [
        ...(page?.styleTags ?? '').matchAll(/<style data-emotion="muirtl ([^"]*)"[^>]*>([^<]*)<\/style>/g),
      ].map((match) => ({ ids: (match[1] ?? '').split(' '), rules: match[2] ?? '' }));
    const idsOf = (page: ServerDrawnPage | undefined) => new Set(tagsOf(page).flatMap((tag) => tag.ids));
    const first = await drawPageForServer('/cases', 'token-3', sampleApi([]), layout);
    const onDesktop = await drawPageForServer('/cases', 'token-3', sampleApi([]), {
      ...layout,
      desktop: true,
    });
    const again = await drawPageForServer('/cases', 'token-3', sampleApi([]), layout);
    // The menu button's own class, merged into its ButtonBase's: no element carries it, so its id is sent
    // without its rules; without it the phone builds and inserts it again in hydration's commit.
    const merged = tagsOf(first).find((tag) =>
      tag.ids.some((id) => /^[a-z0-9]+-MuiIconButton-root$/.test(id)),
    );
    expect(merged?.rules).toBe('');
    expect(tagsOf(first).some((tag) => tag.rules.includes('.muirtl-'))).toBe(true);
    expect(idsOf(again)).toEqual(idsOf(first));
    expect([...idsOf(onDesktop)].some((id) => !idsOf(first).has(id))).toBe(true);
  });

  it('draws nothing when a call is refused, so the server sends the frame', async () => {
    const page = await drawPageForServer(
      '/cases',
      'revoked',
      sampleApi([], { refuse: API.profile.get }),
      layout,
    );
    expect(page).toBeUndefined();
  });

  it('writes the answers so no text in them can close their script element', async () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const api = async (url: string): Promise<ApiAnswer> => {
      const answer = await sampleApi([])(url);
      return url.startsWith(`/api${API.profile.get}`)
        ? { status: 200, body: { result: { ...SAMPLE_LAWYER, first_name: hostile } } }
        : answer;
    };
    const page = await drawPageForServer('/cases', 'token-2', api, layout);
    expect(page?.state).not.toContain('</script');
    expect(page?.state).not.toContain('\u2028');
    expect(JSON.stringify(JSON.parse(page?.state ?? '{}'))).toContain('alert(1)');
  });

  it("draws one page at a time, each with its own user's token", async () => {
    const tokens: string[] = [];
    const api = (expected: string) => async (url: string) => {
      tokens.push(`${expected}:${getAccessToken()}`);
      return sampleApi([])(url);
    };
    await Promise.all([
      drawPageForServer('/cases', 'first', api('first'), layout),
      drawPageForServer('/cases', 'second', api('second'), layout),
    ]);
    expect(tokens.length).toBeGreaterThan(2);
    for (const seen of tokens) expect(seen.split(':')[0]).toBe(seen.split(':')[1]);
  });
});
