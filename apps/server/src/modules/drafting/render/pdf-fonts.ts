import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Vazirmatn's TrueType files from its npm package: embedded (subset) in every PDF. */
export const PDF_FONTS = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
} as const;
