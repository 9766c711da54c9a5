import type { Components, Theme } from '@mui/material/styles';
import { colors, FONT_FAMILY, shadows } from './tokens';

/** Defaults every screen inherits: figures line up in columns, cards float rather than outlined, borders stay faint. */
export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      ':root': { '--toastify-font-family': FONT_FAMILY },
      body: { fontVariantNumeric: 'tabular-nums' },
      '#nprogress .bar': { background: colors.brass.light, height: 3, zIndex: 2000 },
      '#nprogress .peg': { boxShadow: `0 0 10px ${colors.brass.light}, 0 0 5px ${colors.brass.light}` },
      // NProgress grows from the left; mirroring its container makes it grow from the right, as Persian reads.
      '#nprogress': { transform: 'scaleX(-1)', position: 'fixed', inset: '0 0 auto 0', zIndex: 2000 },
    },
  },
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiPaper: {
    styleOverrides: {
      outlined: { borderColor: colors.neutral[200] },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      // Every card lifts, the outlined too: its line stays, unseen, so a card that colours it still can.
      root: ({ ownerState }) => ({
        boxShadow: shadows.card,
        ...(ownerState.variant === 'outlined' && { borderColor: 'transparent' }),
      }),
    },
  },
  MuiAppBar: { styleOverrides: { root: { backgroundColor: colors.navy.main } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
  // A switch that is on must read as on at a glance, also mirrored in RTL (thumb at the start side): its
  // track is the solid brand colour, not MUI's half-transparent tint, and an off track is a plain grey.
  MuiSwitch: {
    styleOverrides: {
      track: { opacity: 1, backgroundColor: colors.neutral[400] },
      switchBase: {
        '&.Mui-checked': { color: '#fff' },
        '&.Mui-checked + .MuiSwitch-track': { opacity: 1, backgroundColor: colors.navy.main },
        '&.Mui-disabled + .MuiSwitch-track': { opacity: 0.4 },
      },
    },
  },
  MuiTableCell: {
    styleOverrides: {
      head: { fontWeight: 600, color: colors.neutral[700], backgroundColor: colors.neutral[50] },
    },
  },
  MuiTableRow: {
    styleOverrides: { root: { '&.MuiTableRow-hover:hover': { backgroundColor: colors.navy.tint } } },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  // Dividers only draw a line; as `<li>` between list items a screen reader would announce a bogus item.
  MuiDivider: { defaultProps: { 'aria-hidden': true } },
};
