import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DRAFT_FIELDS,
  type DraftBody,
  type DraftFieldSource,
  draftFieldDisplay,
  draftFieldKeys,
  isDraftFieldKey,
  valueKeyOf,
} from '@vakilyar/contract';
import { draftingText } from '@/locales/fa/drafting';

const text = draftingText.values;

/** Fields the lawyer keeps on the profile's office card; a blank one says where it is filled in. */
const OFFICE_CARD_SOURCES = new Set<DraftFieldSource>(['office', 'lawyer']);

interface FieldValuesPanelProps {
  body: DraftBody;
  caseValues: Record<string, string | null>;
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** The draft's fields: what the case gives each, and a box for what it does not (or to type over it). */
export function FieldValuesPanel({ body, caseValues, values, onChange }: FieldValuesPanelProps) {
  const keys = [...new Set(draftFieldKeys(body).filter(isDraftFieldKey).map(valueKeyOf))];
  return (
    <Paper variant="outlined" component="section" aria-label={text.title} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.intro}
        </Typography>
        {keys.length === 0 && <Typography variant="body2">{text.none}</Typography>}
        {keys.map((key) => {
          const def = DRAFT_FIELDS[key];
          const fromCase = draftFieldDisplay(key, caseValues);
          const hint =
            def.kind === 'amount'
              ? text.amountHint
              : fromCase
                ? undefined
                : def.kind === 'date'
                  ? text.dateHint
                  : OFFICE_CARD_SOURCES.has(def.source)
                    ? text.officeCardHint
                    : undefined;
          return (
            <TextField
              key={key}
              size="small"
              label={def.label}
              value={values[key] ?? ''}
              placeholder={fromCase ?? text.blank}
              helperText={fromCase ? `${text.fromCase}: ${fromCase}` : hint}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(event) => {
                const next = { ...values, [key]: event.target.value };
                if (!event.target.value) delete next[key];
                onChange(next);
              }}
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
