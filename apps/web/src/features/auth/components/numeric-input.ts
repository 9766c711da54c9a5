/** Mobile numbers and codes: the number pad on phones, typed left to right inside the RTL page. */
export const numericInputSlotProps = { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } as const;

export const codeInputSlotProps = { htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 6 } } as const;
