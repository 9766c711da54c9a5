import { faIR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { components } from './components';
import { colors, FONT_FAMILY, typeScale } from './tokens';

const rem = (size: number) => `${size}rem`;
const type = (step: (typeof typeScale)[keyof typeof typeScale]) => ({
  fontSize: rem(step.size),
  fontWeight: step.weight,
  lineHeight: step.lineHeight,
});

/** Right-to-left, Vazirmatn and MUI's Persian texts, on the tokens of `tokens.ts`. */
export const theme = createTheme(
  {
    direction: 'rtl',
    palette: {
      primary: { ...colors.navy, contrastText: '#ffffff' },
      secondary: { ...colors.brass, contrastText: '#ffffff' },
      warning: { main: colors.amber.main, contrastText: '#ffffff' },
      success: { main: colors.green.main, contrastText: '#ffffff' },
      error: { main: colors.red.main, contrastText: '#ffffff' },
      info: { main: colors.blue.main, contrastText: '#ffffff' },
      text: { primary: colors.neutral[900], secondary: colors.neutral[600] },
      divider: colors.neutral[200],
      background: { default: colors.neutral[50], paper: colors.neutral[0] },
      grey: colors.neutral,
    },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: type(typeScale.display),
      h2: type(typeScale.display),
      h3: type(typeScale.title),
      h4: type(typeScale.title),
      h5: type(typeScale.heading),
      h6: type(typeScale.subheading),
      subtitle1: type(typeScale.subheading),
      subtitle2: { ...type(typeScale.small), fontWeight: 600 },
      body1: type(typeScale.body),
      body2: type(typeScale.small),
      caption: { ...type(typeScale.small), color: colors.neutral[600] },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    shape: { borderRadius: 10 },
    components,
  },
  faIR,
);
