import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DATE_RANGES } from '@vakilyar/contract';
import { addYears, isValid } from 'date-fns';
import { useState } from 'react';
import { INVALID_DATE } from '@/components/pickers/jalali-date-picker';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { fromOfficeWall, officeNow, toOfficeWall } from '@/lib/format/office-time';

const RANGE = {
  min: addYears(officeNow(), -DATE_RANGES.event.past),
  max: addYears(officeNow(), DATE_RANGES.event.future),
};

interface HearingTimePickerProps {
  label: string;
  /** The API's ISO moment, '' for none, or INVALID_DATE while a typed time is not complete. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A hearing's day and time picked in the Jalali calendar as Tehran wall time; the form keeps the moment. */
export function HearingTimePicker({ label, value, onChange, error }: HearingTimePickerProps) {
  const wallOf = (iso: string) => (iso && iso !== INVALID_DATE ? toOfficeWall(iso) : null);
  const [wall, setWall] = useState<Date | null>(wallOf(value));
  const [shown, setShown] = useState(value);
  if (value !== shown && value !== INVALID_DATE) {
    setShown(value);
    setWall(wallOf(value));
  }
  return (
    <JalaliPickers>
      <DateTimePicker
        label={label}
        value={wall}
        ampm={false}
        minDate={RANGE.min}
        maxDate={RANGE.max}
        onChange={(picked) => {
          const next = !picked ? '' : isValid(picked) ? fromOfficeWall(picked).toISOString() : INVALID_DATE;
          setWall(picked);
          setShown(next);
          onChange(next);
        }}
        slotProps={{ textField: { fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </JalaliPickers>
  );
}
