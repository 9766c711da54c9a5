import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { INVALID_DATE, JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { pickerText } from '@/locales/fa/pickers';
import { ADVANCED_FILTER_KEYS, type AdvancedFilterKey } from './case-filter-keys';

const DATE_KEYS = new Set<AdvancedFilterKey>([
  'start_date_from',
  'start_date_to',
  'created_from',
  'created_to',
]);

const LABELS: Record<AdvancedFilterKey, string> = {
  client_first_name: casesText.filters.clientFirstName,
  client_last_name: casesText.filters.clientLastName,
  client_national_code: casesText.filters.clientNationalCode,
  case_number: casesText.filters.caseNumber,
  archive_number: casesText.filters.archiveNumber,
  branch: casesText.filters.branch,
  start_date_from: casesText.filters.startFrom,
  start_date_to: casesText.filters.startTo,
  created_from: casesText.filters.createdFrom,
  created_to: casesText.filters.createdTo,
};

/** Texts as typed; a date is the picker's `YYYY-MM-DD`, '' for none, or INVALID_DATE. */
type Values = Record<AdvancedFilterKey, string>;

interface AdvancedSearchPanelProps {
  /** The applied values, from the address (dates in Gregorian). */
  applied: Values;
  onApply: (values: Values) => void;
  onClear: () => void;
}

const EMPTY = Object.fromEntries(ADVANCED_FILTER_KEYS.map((key) => [key, ''])) as Values;

/**
 * Per-field matches (client names and national code, case and archive numbers, branch) and date
 * ranges on the shared Jalali picker; applied together with «اعمال جستجو».
 */
export function AdvancedSearchPanel({ applied, onApply, onClear }: AdvancedSearchPanelProps) {
  const [values, setValues] = useState<Values>(applied);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const setValue = (key: AdvancedFilterKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = [...DATE_KEYS].filter((key) => values[key] === INVALID_DATE);
    setErrors(Object.fromEntries(invalid.map((key) => [key, pickerText.invalidDate])));
    if (invalid.length === 0) onApply(values);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={handleSubmit}
          aria-label={casesText.filters.advanced}
        >
          <Typography variant="body2" color="text.secondary">
            {casesText.filters.advancedHint}
          </Typography>
          <Grid container spacing={1.5}>
            {ADVANCED_FILTER_KEYS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                {DATE_KEYS.has(key) ? (
                  <JalaliDatePicker
                    size="small"
                    label={LABELS[key]}
                    value={values[key]}
                    onChange={(picked) => setValue(key, picked)}
                    error={errors[key]}
                  />
                ) : (
                  <TextField
                    size="small"
                    label={LABELS[key]}
                    name={key}
                    value={values[key]}
                    onChange={(event) => setValue(key, event.target.value)}
                  />
                )}
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {casesText.filters.apply}
            </Button>
            <Button
              onClick={() => {
                setValues(EMPTY);
                setErrors({});
                onClear();
              }}
            >
              {officeUiText.clearFilters}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
