import { faIR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const FONT_FAMILY = 'Vazirmatn, Tahoma, sans-serif';

/** Right-to-left, Vazirmatn and MUI's Persian texts; navy and brass, the colours of a law office. */
export const theme = createTheme(
  {
    direction: 'rtl',
    palette: {
      primary: { main: '#1f3a5f' },
      secondary: { main: '#a8782a' },
      background: { default: '#f5f6f8' },
    },
    typography: { fontFamily: FONT_FAMILY, button: { fontWeight: 500 } },
    shape: { borderRadius: 10 },
    components: {
      MuiCssBaseline: {
        styleOverrides: { ':root': { '--toastify-font-family': FONT_FAMILY } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  },
  faIR,
);
