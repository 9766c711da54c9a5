import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { drawnForPhone } from '@/lib/server-drawn';

/**
 * Narrower than `sm`: a phone. Read from the screen at once, but while hydrating a page the server drew,
 * from the layout it was drawn in (then from the screen), so the first render matches the HTML.
 */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { defaultMatches: drawnForPhone() });
}
