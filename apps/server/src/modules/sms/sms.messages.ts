export const smsTexts = {
  code: (code: string, purpose: string) =>
    `وکیل‌یار\nکد ${purpose}: ${code}\nاین کد تا ۲ دقیقه معتبر است؛ آن را در اختیار دیگران قرار ندهید.`,
} as const;
