/** An IBAN as a bank card prints it: Latin digits in groups of four, «IR06 2960 0000 …». */
export const groupedSheba = (sheba: string): string =>
  sheba
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
