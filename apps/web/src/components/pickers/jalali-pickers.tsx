import Box from '@mui/material/Box';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import type { FormEvent, ReactNode } from 'react';
import { officeNow } from '@/lib/format/office-time';
import { pickerText } from '@/locales/fa/pickers';

/**
 * The one Jalali configuration of every date and time picker of the app.
 *
 * Pickers hold office wall times (`lib/format/office-time.ts`): a picked «۱۴۰۵/۰۹/۱۰ ۰۹:۰۰» is nine in
 * Tehran whatever the device's zone; convert with `toOfficeWall` / `fromOfficeWall` at the form's edge.
 * MUI's date-fns adapters cannot take a `timezone`, so "now" (today's mark, `disablePast`) is Tehran's
 * by the adapter's `date()`.
 */
class OfficeJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const date = this.date;
    this.date = ((value?: unknown) =>
      value === undefined ? officeNow() : date(value as never)) as typeof date;
    // MUI's fields take localized digits from what the adapter formats, and read them back before parsing.
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format));
    this.parse = (value, format) => parse(toLatinDigits(value), format);
    // The time lists read the hour back as a number (for its spoken name) and then localize it
    // themselves: they need it Latin here, and Persian from formatNumber.
    const format = this.format;
    this.format = (value, key) =>
      key === 'hours24h' || key === 'hours12h'
        ? formatByString(value, this.formats[key])
        : format(value, key);
    this.formatNumber = (value) => toPersianDigits(value);
    // MUI spots a padded year by a leading «0», which Persian digits do not have: say its width.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

const placeholder = pickerText.placeholder;
const localeText = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => placeholder.year,
  fieldMonthPlaceholder: () => placeholder.month,
  fieldDayPlaceholder: () => placeholder.day,
  fieldHoursPlaceholder: () => placeholder.hours,
  fieldMinutesPlaceholder: () => placeholder.minutes,
  fieldSecondsPlaceholder: () => placeholder.seconds,
  hoursClockNumberText: pickerText.hourOption,
  minutesClockNumberText: pickerText.minuteOption,
  secondsClockNumberText: pickerText.secondOption,
};

/** Typed dates read as Persian writes them, the date before the time: ۱۴۰۵/۰۹/۱۰ ۰۹:۰۰. */
const dateFormats = { keyboardDate: 'yyyy/MM/dd', keyboardDateTime24h: 'yyyy/MM/dd HH:mm' };

/**
 * MUI's fields read a typed key as a Latin digit and show it in the localized one; a Persian or
 * Arabic digit from a Persian keyboard is turned Latin first. Events bubble here through portals too.
 */
function handlePersianDigits(event: FormEvent<HTMLElement>) {
  const target = event.target;
  // A section being typed into, or the whole field when every section is selected.
  if (!(target instanceof HTMLElement) || !target.closest('.MuiPickersSectionList-root')) return;
  const typed = target.textContent ?? '';
  const latin = toLatinDigits(typed);
  if (latin !== typed) target.textContent = latin;
}

/** Date and time pickers inside pick in the Jalali calendar on Tehran's clock, with Persian texts and digits. */
export function JalaliPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={OfficeJalaliAdapter} localeText={localeText} dateFormats={dateFormats}>
      <Box onInputCapture={handlePersianDigits} sx={{ display: 'contents' }}>
        {children}
      </Box>
    </LocalizationProvider>
  );
}
