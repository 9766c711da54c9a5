import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Wide enough for a list's table (md and up); a phone keeps the list's cards. */
export function useDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}
