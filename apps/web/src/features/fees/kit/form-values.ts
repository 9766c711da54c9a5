/** '' (an input left empty) as absent, so an optional field is left out and a required one says «… را وارد کنید». */
export function blankToUndefined<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' || value === null ? undefined : value]),
  ) as T;
}

/** Today in Tehran as the API's `YYYY-MM-DD`. */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
}
