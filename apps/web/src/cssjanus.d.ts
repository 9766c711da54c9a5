// cssjanus ships no types; the one call the app makes (app/rtl-declarations.ts).
declare module 'cssjanus' {
  interface TransformOptions {
    transformDirInUrl?: boolean;
    transformEdgeInUrl?: boolean;
  }
  const cssjanus: { transform(css: string, options?: TransformOptions): string };
  export default cssjanus;
}
