/**
 * The colour and type system of Vakilyar, written down once. Every pair of a colour and the text drawn
 * on it passes WCAG AA (4.5:1): the figures beside each colour are its contrast with white text, and
 * with the page background where it is used as text; `contrast.test.ts` checks the pairs drawn on tints,
 * gradients and photos.
 */
export const colors = {
  /** Navy, the brand: app bar, primary buttons, links (11.5:1 on white). */
  navy: {
    main: '#1f3a5f',
    dark: '#152a46',
    light: '#3a5a85',
    tint: '#e8eef6',
    /** The public pages' deepest navy: the footer, the far end of the hero's gradient (15:1 on white). */
    night: '#132840',
    /** The cool light in the hero's corner; only ever a faint glow on the navy, never under text alone. */
    glow: '#5a8cc8',
  },
  /** Brass, the accent: secondary buttons and highlights (5.5:1 on white). */
  brass: {
    main: '#8a6220',
    dark: '#6f4e19',
    light: '#d4a84b',
    tint: '#f6efe2',
    /** Brass as text on the navy (6.9:1 on its brass-tinted chip, 4.6:1 where the hero's glow is). */
    pale: '#f8e3b5',
  },
  /** Sand, the warm light surface: the assistant's chat bubbles and the light banners. */
  sand: { light: '#fbf6ec', main: '#f1e4c8', border: '#e6d3ad', line: '#a8782a' },
  /**
   * One colour per kind of calendar event, the same in every view. Each carries white text (≥ 4.5:1 even
   * at 85 % on a hover) and reads as text on its own 22 % tint over white.
   */
  calendar: {
    hearing: '#1f4e8c',
    deadline: '#b01c1c',
    meeting: '#1b6e20',
    expert: '#7b3fa0',
    other: '#4f5b69',
  },
  /** Amber for «مهم» and warnings (5.9:1 on white). */
  amber: { main: '#a34a04', tint: '#fdf0e6' },
  green: { main: '#1b6e20', tint: '#e9f4ea' },
  red: { main: '#c62828', tint: '#fbeaea' },
  blue: { main: '#01579b', tint: '#e6f0f8' },
  /** One neutral ramp for text, borders and surfaces. */
  neutral: {
    0: '#ffffff',
    50: '#f5f6f8',
    100: '#eef0f3',
    200: '#e3e6eb',
    300: '#cfd4dc',
    400: '#98a2b3',
    500: '#667085',
    600: '#475467',
    700: '#344054',
    800: '#1d2939',
    900: '#101828',
  },
} as const;

/**
 * Until Vazirmatn arrives the page is laid out in a fallback. Naming the Persian face a phone or a Linux
 * desktop already has spares the browser a search through every installed font for Persian letters, which
 * made the first layout of a drawn page twice as long (issue 23's profile).
 */
export const FONT_FAMILY = 'Vazirmatn, Tahoma, "Noto Sans Arabic", sans-serif';

/** A short type scale (rem), roomy line heights for Persian script. */
export const typeScale = {
  display: { size: 1.75, weight: 700, lineHeight: 1.5 },
  title: { size: 1.375, weight: 700, lineHeight: 1.6 },
  heading: { size: 1.125, weight: 600, lineHeight: 1.7 },
  subheading: { size: 1, weight: 600, lineHeight: 1.7 },
  body: { size: 0.9375, weight: 400, lineHeight: 1.85 },
  small: { size: 0.8125, weight: 400, lineHeight: 1.7 },
} as const;

/** Soft elevation instead of borders: cards lift off the page rather than being outlined. */
export const shadows = {
  card: '0 1px 2px rgba(16, 24, 40, 0.05), 0 1px 3px rgba(16, 24, 40, 0.08)',
  raised: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.05)',
} as const;
