import Box from '@mui/material/Box';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import type { FormEvent, ReactNode } from 'react';

const localeText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;
/** Typed dates read as Persian writes them, the date before the time: ۱۴۰۵/۰۹/۱۰ ۰۹:۰۰. */
const dateFormats = { keyboardDate: 'yyyy/MM/dd', keyboardDateTime24h: 'yyyy/MM/dd HH:mm' };

/**
 * The Jalali adapter writing Persian digits (۱۴۰۵/۰۹/۰۲) in fields, calendars and clocks. MUI's
 * fields take localized digits from what the adapter formats, and read them back before parsing.
 */
class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format));
    this.parse = (value, format) => parse(toLatinDigits(value), format);
    // MUI spots a padded year by a leading «0», which Persian digits do not have: say its width.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

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

/** Date and time pickers in the Jalali calendar, with Persian texts and digits. */
export function JalaliPickers({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={PersianDigitsJalaliAdapter}
      localeText={localeText}
      dateFormats={dateFormats}
    >
      <Box onInputCapture={handlePersianDigits} sx={{ display: 'contents' }}>
        {children}
      </Box>
    </LocalizationProvider>
  );
}
