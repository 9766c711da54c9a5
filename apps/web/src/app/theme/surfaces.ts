import { alpha } from '@mui/material/styles';
import { colors } from './tokens';

const { navy, brass, sand, neutral } = colors;

/**
 * How much of the night covers a banner's photo, under its text: 92 % at the foot and still 70 % halfway
 * up where the title sits, so white text keeps 4.5:1 over even a white photo.
 */
export const PHOTO_SCRIM = { foot: 0.92, middle: 0.7, top: 0.1 } as const;

/** The public pages' painted surfaces and the faint marks drawn on them, all from the tokens. */
export const surfaces = {
  /** The home page's hero: the navy night, brass light in one corner and a cool glow in the other. */
  hero: `radial-gradient(circle at 12% 18%, ${alpha(brass.light, 0.28)}, transparent 38%), radial-gradient(circle at 90% 110%, ${alpha(navy.glow, 0.35)}, transparent 45%), linear-gradient(135deg, ${navy.main} 0%, ${navy.night} 100%)`,
  /** A banner without a photo at the top of a page. */
  bannerNight: `radial-gradient(circle at 15% 30%, ${alpha(brass.light, 0.35)}, transparent 40%), linear-gradient(120deg, ${navy.main} 0%, ${navy.night} 100%)`,
  /** A banner without a photo in the middle of a page. */
  bannerSand: `linear-gradient(135deg, ${sand.light} 0%, ${sand.main} 100%)`,
  /** Over a banner's photo, under its text (`PHOTO_SCRIM`). */
  photoScrim: `linear-gradient(0deg, ${alpha(navy.night, PHOTO_SCRIM.foot)} 0%, ${alpha(navy.night, PHOTO_SCRIM.middle)} 55%, ${alpha(navy.night, PHOTO_SCRIM.top)} 100%)`,
  /** Marks on the navy: a brass chip's fill, the scales' watermark, a divider and an outline. */
  onNight: {
    chip: alpha(brass.light, 0.18),
    watermark: alpha(brass.light, 0.22),
    divider: alpha(neutral[0], 0.12),
    outline: alpha(neutral[0], 0.4),
  },
  /** Marks on the sand: its frame and the scales' watermark. */
  onSand: {
    frame: alpha(sand.line, 0.25),
    watermark: alpha(sand.line, 0.18),
  },
} as const;
