import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JalaliPickers } from './jalali-pickers';

const NINE_THIRTY = new Date(2026, 10, 25, 9, 30);
const LATIN_OR_NAN = /[0-9]|NaN/;

describe('the Jalali pickers', () => {
  it('name every hour and minute of the clock in Persian digits, never «NaN»', () => {
    render(
      <JalaliPickers>
        <TimeClock value={NINE_THIRTY} view="minutes" ampm={false} />
      </JalaliPickers>,
    );
    const minutes = screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? '');
    expect(minutes).toContain('۵ دقیقه');
    expect(minutes.filter((label) => LATIN_OR_NAN.test(label))).toEqual([]);
  });

  it('name the options of the time columns in Persian digits', () => {
    render(
      <JalaliPickers>
        <MultiSectionDigitalClock value={NINE_THIRTY} ampm={false} />
      </JalaliPickers>,
    );
    const hours = within(screen.getByRole('listbox', { name: /ساعت/ }));
    expect(hours.getByRole('option', { name: 'ساعت ۹' })).toHaveAttribute('aria-selected', 'true');
    const labels = screen.getAllByRole('option').map((option) => option.getAttribute('aria-label') ?? '');
    expect(labels.filter((label) => LATIN_OR_NAN.test(label))).toEqual([]);
  });

  it('label the button that opens the calendar in Persian', () => {
    render(
      <JalaliPickers>
        <DateTimePicker label="زمان جلسه" value={NINE_THIRTY} ampm={false} />
      </JalaliPickers>,
    );
    const open = screen.getByRole('button', { name: /انتخاب/ });
    expect(open.getAttribute('aria-label')).not.toMatch(/[A-Za-z0-9]/);
  });
});
