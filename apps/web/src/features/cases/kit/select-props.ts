/**
 * A select whose empty choice («همه», «تشخیص خودکار») is a real option: shown as chosen, its label
 * kept above the field rather than sitting in it like a placeholder.
 */
export const emptyChoiceSelectProps = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;

/**
 * A filter's select as the browser's own `<select>` (options as `<option>`), its empty choice shown too:
 * a phone opens its own picker, and hydrating a drawn page sets up no menu, which MUI's select does in a
 * synchronous render right after (issue 23).
 */
export const nativeSelectProps = {
  select: { native: true },
  inputLabel: { shrink: true },
} as const;
