import { useMatches } from 'react-router';

/** What a route declares about itself in its `handle`: its title, the document title until the page sets its own. */
export interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof (handle as Partial<RouteHandle> | undefined)?.title === 'string';
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string {
  const handles = useMatches().map((match) => match.handle);
  return handles.filter(isRouteHandle).at(-1)?.title ?? '';
}
