/**
 * A select whose empty choice («همه», «تشخیص خودکار») is a real option: shown as chosen, its label
 * kept above the field rather than sitting in it like a placeholder.
 */
export const emptyChoiceSelectProps = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;
