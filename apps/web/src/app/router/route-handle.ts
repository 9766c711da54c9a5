import { useMatches } from 'react-router';

/**
 * What a route declares about itself in its `handle`: its title, the document title until the page sets
 * its own, and the description search engines and link previews show (`<meta name="description">`).
 */
export interface RouteHandle {
  title: string;
  description?: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof (handle as Partial<RouteHandle> | undefined)?.title === 'string';
}

export interface RouteHead {
  title: string;
  description: string | undefined;
}

/** The title and description of the deepest matched route that declares them. */
export function routeHead(matches: readonly { handle?: unknown }[]): RouteHead {
  const handles = matches.map((match) => match.handle).filter(isRouteHandle);
  return {
    title: handles.at(-1)?.title ?? '',
    description: handles.filter((handle) => handle.description).at(-1)?.description,
  };
}

export function useRouteHead(): RouteHead {
  return routeHead(useMatches());
}
