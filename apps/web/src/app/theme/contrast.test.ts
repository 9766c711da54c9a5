import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './index';
import { PHOTO_SCRIM } from './surfaces';
import { colors } from './tokens';

const AA = 4.5;
const white = colors.neutral[0];
const { navy, brass, sand, calendar } = colors;

/** `color` laid at `opacity` over an opaque `background`, as the screen shows it. */
function over(color: string, opacity: number, background: string): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(background).values;
  const mixed = [0, 1, 2].map((channel) =>
    Math.round((top[channel] ?? 0) * opacity + (bottom[channel] ?? 0) * (1 - opacity)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

describe('the theme’s colour pairs', () => {
  it.each(Object.entries(calendar))(
    'a %s event keeps AA for white on it and for it as text on its tint',
    (_, color) => {
      expect(getContrastRatio(white, color)).toBeGreaterThanOrEqual(AA);
      // An all-day chip fades to 85 % on hover; a timed event's title sits on the colour's 14–22 % tint.
      expect(getContrastRatio(white, over(color, 0.85, white))).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(color, over(color, 0.22, white))).toBeGreaterThanOrEqual(AA);
    },
  );

  it('keeps the footer’s dimmed text readable on the night navy', () => {
    expect(getContrastRatio(over(white, 0.8, navy.night), navy.night)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the hero’s brass kicker and dimmed body readable, even where the brass glow lights the navy', () => {
    const glow = over(brass.light, 0.28, navy.main);
    for (const navyBehind of [navy.main, glow]) {
      expect(getContrastRatio(brass.pale, over(brass.light, 0.18, navyBehind))).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(over(white, 0.85, navyBehind), navyBehind)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps a banner’s text readable on the sand, on the night and over a white photo under its scrim', () => {
    expect(getContrastRatio(theme.palette.primary.dark, sand.main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(theme.palette.text.secondary, sand.main)).toBeGreaterThanOrEqual(AA);
    const brassLitNight = over(brass.light, 0.35, navy.main);
    expect(getContrastRatio(over(white, 0.9, brassLitNight), brassLitNight)).toBeGreaterThanOrEqual(AA);
    const scrimmedWhitePhoto = over(navy.night, PHOTO_SCRIM.middle, white);
    expect(getContrastRatio(over(white, 0.9, scrimmedWhitePhoto), scrimmedWhitePhoto)).toBeGreaterThanOrEqual(
      AA,
    );
  });

  it('keeps the assistant’s chat bubble readable on the sand', () => {
    expect(getContrastRatio(theme.palette.text.primary, sand.light)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(theme.palette.secondary.dark, sand.light)).toBeGreaterThanOrEqual(AA);
  });
});
