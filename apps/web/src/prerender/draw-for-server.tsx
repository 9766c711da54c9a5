import { dehydrate } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { routeHead } from '@/app/router/route-handle';
import { http } from '@/lib/api/http-client';
import { clearTokens, saveTokens } from '@/lib/auth/token-storage';
import { setDrawingForDesktop } from '@/lib/server-drawn';
import { commonText } from '@/locales/fa/common';
import { drawSignedInRoute } from './draw-signed-in-route';
import { installVisitorStorage, stylesOf } from './render-tools';

/** An API answer as the server's in-process call gives it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A GET of the API (`/api/...`, its query included) as the signed-in user, in the server's own process. */
export type CallApi = (url: string) => Promise<ApiAnswer>;

export interface ServerDrawnPage {
  /** The markup of `#root`, drawn over by main.tsx once the page's code is here. */
  html: string;
  /** Emotion's style tags for that markup, less the ones the frame already carries. */
  styleTags: string;
  title: string;
  /** The queries' answers the page was drawn from (React Query's dehydrated state), JSON safe inside HTML. */
  state: string;
}

/** JSON that cannot close the script element it sits in, nor break a line in older parsers. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

let previousDraw: Promise<unknown> = Promise.resolve();

/**
 * A signed-in page drawn with its user's data, for the HTML the server answers (issue 23): the phone paints
 * the page itself rather than a frame while its scripts download. Undefined when any call is refused (an
 * expired or revoked token, a case that is not theirs) or the route redirects: the server then sends the
 * frame. One page at a time: the API client, the stored token and emotion's cache are module-wide, and one
 * user's token or answers must never reach another's page.
 */
export function drawPageForServer(
  path: string,
  accessToken: string,
  callApi: CallApi,
  { frameStyleIds, desktop }: { frameStyleIds: ReadonlySet<string>; desktop: boolean },
): Promise<ServerDrawnPage | undefined> {
  const drawn = previousDraw.then(() => {
    setDrawingForDesktop(desktop);
    return draw(path, accessToken, callApi, frameStyleIds);
  });
  previousDraw = drawn.catch(() => undefined);
  return drawn;
}

async function draw(
  path: string,
  accessToken: string,
  callApi: CallApi,
  frameStyleIds: ReadonlySet<string>,
): Promise<ServerDrawnPage | undefined> {
  installVisitorStorage();
  const adapter = http.defaults.adapter;
  const refused: string[] = [];
  http.defaults.adapter = apiAdapter(callApi, refused);
  saveTokens({ accessToken });
  try {
    const drawn = await drawSignedInRoute(path, { askedByRender: true });
    if (!drawn || refused.length > 0) return undefined;
    const head = routeHead(drawn.context.matches.map((match) => match.route));
    const state = jsonForHtml(dehydrate(drawn.queryClient));
    // Its queries would otherwise be kept, with their user's answers, until their garbage-collection timers.
    drawn.queryClient.clear();
    return {
      html: drawn.markup.html,
      styleTags: stylesOf(drawn.markup, { written: new Set(frameStyleIds) }).tags,
      title: head.title ? commonText.documentTitle(head.title) : commonText.appName,
      state,
    };
  } finally {
    http.defaults.adapter = adapter;
    clearTokens();
  }
}

/** Sends the page's GETs through `callApi`; anything else, or a refusal, is noted in `refused` and fails. */
const apiAdapter =
  (callApi: CallApi, refused: string[]): AxiosAdapter =>
  async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = http.getUri(config);
    const answer = method === 'GET' ? await callApi(url) : undefined;
    if (!answer || answer.status < 200 || answer.status >= 300) {
      refused.push(`${method} ${url} ${answer?.status ?? ''}`);
      throw new Error(`The server's drawing of the page was refused ${method} ${url}`);
    }
    return { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
  };
