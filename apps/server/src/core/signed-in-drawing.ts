import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { PAGE_SESSION_COOKIE, SERVER_DRAWN } from '@vakilyar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html.ts';

/** What the web build's `draw-for-server.js` exports (apps/web/src/prerender/draw-for-server.tsx). */
interface ServerDrawnPage {
  html: string;
  styleTags: string;
  title: string;
  state: string;
}
type DrawPageForServer = (
  path: string,
  accessToken: string,
  callApi: (url: string) => Promise<{ status: number; body: unknown }>,
  layout: { frameStyleIds: ReadonlySet<string>; desktop: boolean },
) => Promise<ServerDrawnPage | undefined>;

/** The signed-in page's HTML drawn for the caller, or undefined: the frame is sent instead. */
export type DrawSignedInPage = (request: FastifyRequest) => Promise<string | undefined>;

/** Beyond this the frame is sent: a page the server is slow to draw must not hold the phone's first paint. */
const DRAW_TIMEOUT_MS = 2_000;

/** Where the build marks the frame's markup in `app-frame.html` (apps/web/build-tools/prerender.ts). */
const FRAME_START = '<!--frame-->';
const FRAME_END = '<!--/frame-->';

/** A phone's or a tablet's browser says so; a layout guessed wrong is corrected right after hydration. */
const isDesktop = (request: FastifyRequest) =>
  !/Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '');

/** The emotion ids of the style tags in the frame's `<head>`: what a drawn page need not send again. */
const headStyleIds = (head: string) =>
  new Set(
    [...head.matchAll(/data-emotion="[^" ]+ ([^"]*)"/g)].flatMap((match) => match[1]?.split(' ') ?? []),
  );

/**
 * Draws a signed-in page into its HTML with the caller's data (issue 23), for a browser that carries the
 * page-session cookie: a phone paints the page itself, not a frame, while the app's scripts download. The
 * page's calls go through the API in this process with the cookie's token as a bearer, so the API's own
 * checks (a revoked session, another office's case) decide; any refusal sends the plain frame instead.
 * Undefined when the web build has no server drawing or no marked frame.
 */
export function signedInDrawing(
  app: FastifyInstance,
  root: string,
  frameFile: string,
): DrawSignedInPage | undefined {
  const module = join(root, '..', 'dist-server', 'draw-for-server.js');
  const frame = readFileSync(join(root, frameFile), 'utf8');
  const [beforeFrame, rest] = frame.split(FRAME_START);
  // The hot pages' styles the frame's boot moves into the head: a drawn page sends its own.
  const afterFrame = rest
    ?.split(FRAME_END)[1]
    ?.replace(new RegExp(`<template id="${SERVER_DRAWN.pageStylesId}">[\\s\\S]*?</template>`), '');
  if (!existsSync(module) || beforeFrame === undefined || afterFrame === undefined) return undefined;
  const frameStyleIds = headStyleIds(beforeFrame.slice(0, beforeFrame.indexOf('</head>')));
  let drawer: Promise<DrawPageForServer> | undefined;
  const loadDrawer = () =>
    (drawer ??= import(pathToFileURL(module).href).then(
      (loaded: { drawPageForServer: DrawPageForServer }) => loaded.drawPageForServer,
    ));

  return async (request) => {
    const token = request.cookies[PAGE_SESSION_COOKIE];
    if (!token) return undefined;
    const callApi = async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'user-agent': request.headers['user-agent'] ?? '' },
        remoteAddress: request.ip,
      });
      return { status: answer.statusCode, body: answer.statusCode < 300 ? answer.json() : undefined };
    };
    const desktop = isDesktop(request);
    try {
      const draw = await loadDrawer();
      const page = await Promise.race([
        draw(request.url, token, callApi, { frameStyleIds, desktop }),
        sleep(DRAW_TIMEOUT_MS, undefined, { ref: false }),
      ]);
      if (!page) return undefined;
      return (
        beforeFrame
          .replace(
            '<html',
            `<html ${SERVER_DRAWN.attribute}="${desktop ? SERVER_DRAWN.desktop : SERVER_DRAWN.phone}"`,
          )
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
          .replace('</head>', `  ${page.styleTags}\n  </head>`) +
        page.html +
        afterFrame.replace(
          '</body>',
          `  <script type="application/json" id="${SERVER_DRAWN.stateId}">${page.state}</script>\n  </body>`,
        )
      );
    } catch (error) {
      request.log.warn({ err: error }, 'signed-in page not drawn; the frame is sent');
      return undefined;
    }
  };
}
