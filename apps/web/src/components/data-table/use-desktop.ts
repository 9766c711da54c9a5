import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { drawnForDesktop } from '@/lib/server-drawn';

/**
 * Wide enough for a list's table (md and up); a phone keeps the list's cards. Read from the screen at once,
 * but while hydrating a page the server drew, from the layout it was drawn in (then from the screen).
 */
export function useDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { defaultMatches: drawnForDesktop() });
}
