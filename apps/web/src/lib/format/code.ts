/**
 * A code as typed, e.g. a cabinet's «A-1»: its digits are part of the code, so they are not made Persian,
 * and it reads left to right inside a Persian sentence (an isolate, so «-» stays between A and 1).
 */
export const codeAsTyped = (code: string): string => `\u2066${code}\u2069`;
