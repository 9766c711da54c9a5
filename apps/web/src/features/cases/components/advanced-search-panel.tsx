import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { isoToJalaliText, jalaliTextToIso } from '../kit/jalali-date';
import { jalaliDateInputProps } from '../kit/with-jalali-dates';
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

type Values = Record<AdvancedFilterKey, string>;

interface AdvancedSearchPanelProps {
  /** The applied values, from the address (dates in Gregorian). */
  applied: Values;
  onApply: (values: Values) => void;
  onClear: () => void;
}

function shown(applied: Values): Values {
  const values = { ...applied };
  for (const key of DATE_KEYS) values[key] = isoToJalaliText(applied[key]);
  return values;
}

/**
 * Per-field matches (client names and national code, case and archive numbers, branch) and date
 * ranges typed in Jalali; applied together with «اعمال جستجو».
 */
export function AdvancedSearchPanel({ applied, onApply, onClear }: AdvancedSearchPanelProps) {
  const [values, setValues] = useState<Values>(() => shown(applied));
  const [errors, setErrors] = useState<Partial<Values>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...values };
    const found: Partial<Values> = {};
    for (const key of DATE_KEYS) {
      if (values[key].trim() === '') continue;
      const iso = jalaliTextToIso(values[key]);
      if (iso) next[key] = iso;
      else found[key] = officeUiText.invalidDate;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next);
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
                <TextField
                  size="small"
                  label={LABELS[key]}
                  name={key}
                  value={values[key]}
                  onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                  error={Boolean(errors[key])}
                  helperText={errors[key]}
                  {...(DATE_KEYS.has(key) ? jalaliDateInputProps : {})}
                />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {casesText.filters.apply}
            </Button>
            <Button
              onClick={() => {
                setValues(shown(Object.fromEntries(ADVANCED_FILTER_KEYS.map((k) => [k, ''])) as Values));
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
