import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { format as formatJalali } from 'date-fns-jalali';
import { useState } from 'react';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { isoDayToDate } from '@/features/cases/kit/jalali-date';

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
  /** `small` in a row of filters. */
  size?: 'small' | 'medium';
}

/** A date picked or typed in the Jalali calendar, with Persian texts; the form keeps the Gregorian day. */
export function JalaliDatePicker({ label, value, onChange, error, maxDate, size }: JalaliDatePickerProps) {
  // The picker's own Date: a half-typed date stays in the field while the form holds INVALID_DATE.
  const [date, setDate] = useState<Date | null>(value && value !== INVALID_DATE ? isoDayToDate(value) : null);
  const [shown, setShown] = useState(value);
  if (value !== shown && value !== INVALID_DATE) {
    setShown(value);
    setDate(value ? isoDayToDate(value) : null);
  }
  return (
    <JalaliPickers>
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
        slotProps={{ textField: { fullWidth: true, size, error: Boolean(error), helperText: error } }}
      />
    </JalaliPickers>
  );
}
