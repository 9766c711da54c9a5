import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';
import { format, isValid } from 'date-fns';
import { format as formatJalali } from 'date-fns-jalali';
import { useState } from 'react';
import { isoDayToDate } from '@/features/cases/kit/jalali-date';
import { courtNoticesText } from '@/locales/fa/court-notices';

/**
 * The Jalali adapter with Persian digits: the pickers show what `formatByString` gives, and a field
 * whose formats come out in Persian digits also reads Persian (and Latin) digits typed into it.
 */
class PersianJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatLatin = this.formatByString;
    this.formatByString = (value, formatString) => toPersianDigits(formatLatin(value, formatString));
    const parseLatin = this.parse;
    this.parse = (value, formatString) => parseLatin(toLatinDigits(value), formatString);
    // «۰۰۰۱» does not start with '0', so the field cannot see that a 4-digit year pads: it needs the length.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

const localeText = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => courtNoticesText.picker.year,
  fieldMonthPlaceholder: () => courtNoticesText.picker.month,
  fieldDayPlaceholder: () => courtNoticesText.picker.day,
};

/** «ش ی د س چ پ ج»: the narrow names, not the first letter of «۱ش» that the default takes. */
const weekdayLetter = (day: Date) => formatJalali(day, 'EEEEE');

/** What the picker holds while a typed date is not complete or not real. */
export const INVALID_DATE = 'invalid';

interface JalaliDatePickerProps {
  label: string;
  /** The API's Gregorian `YYYY-MM-DD`, '' for none, or INVALID_DATE. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The last day that may be chosen, as a Date. */
  maxDate?: Date;
}

/** A date picked or typed in the Jalali calendar, with Persian texts; the form keeps the Gregorian day. */
export function JalaliDatePicker({ label, value, onChange, error, maxDate }: JalaliDatePickerProps) {
  // The picker's own Date: a half-typed date stays in the field while the form holds INVALID_DATE.
  const [date, setDate] = useState<Date | null>(value && value !== INVALID_DATE ? isoDayToDate(value) : null);
  const [shown, setShown] = useState(value);
  if (value !== shown && value !== INVALID_DATE) {
    setShown(value);
    setDate(value ? isoDayToDate(value) : null);
  }
  return (
    <LocalizationProvider dateAdapter={PersianJalaliAdapter} localeText={localeText}>
      <DatePicker
        label={label}
        value={date}
        maxDate={maxDate}
        dayOfWeekFormatter={weekdayLetter}
        onChange={(picked) => {
          const next = !picked ? '' : isValid(picked) ? format(picked, 'yyyy-MM-dd') : INVALID_DATE;
          setDate(picked);
          setShown(next);
          onChange(next);
        }}
        slotProps={{ textField: { fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
