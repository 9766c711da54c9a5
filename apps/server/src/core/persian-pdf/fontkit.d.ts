declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
    positions: GlyphPosition[];
    readonly advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    layout(
      text: string,
      features?: string[],
      script?: string,
      language?: string,
      direction?: 'ltr' | 'rtl',
    ): GlyphRun;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
