import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_DRAWN } from '@vakilyar/contract';

/** The queries' answers the server drew this signed-in page from (issue 23), or undefined if it did not. */
export function serverDrawnState(): DehydratedState | undefined {
  const script = document.getElementById(SERVER_DRAWN.stateId);
  return script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : undefined;
}

type DrawnLayout = typeof SERVER_DRAWN.phone | typeof SERVER_DRAWN.desktop;

let drawingLayout: DrawnLayout = SERVER_DRAWN.phone;

/** On the server: the layout the page is being drawn in, guessed from the browser's user agent. */
export function setDrawingForDesktop(desktop: boolean): void {
  drawingLayout = desktop ? SERVER_DRAWN.desktop : SERVER_DRAWN.phone;
}

/** The layout the page was drawn in (on the server, the one being drawn); null on a page not drawn. */
const drawnLayout = (): string | null =>
  typeof document === 'undefined'
    ? drawingLayout
    : document.documentElement.getAttribute(SERVER_DRAWN.attribute);

/**
 * Whether the page was drawn in the desktop layout: what a layout chosen by the screen's width starts
 * from while hydrating, so the first render matches the HTML; it follows the real width right after.
 */
export const drawnForDesktop = (): boolean => drawnLayout() === SERVER_DRAWN.desktop;

/** Whether the page was drawn in the phone layout (`drawnForDesktop`'s counterpart). */
export const drawnForPhone = (): boolean => drawnLayout() === SERVER_DRAWN.phone;
