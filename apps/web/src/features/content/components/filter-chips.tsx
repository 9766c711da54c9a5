import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FilterChoice {
  /** '' stands for «همه». */
  value: string;
  label: string;
}

interface FilterChipsProps {
  /** Names the group for screen readers. */
  label: string;
  choices: readonly FilterChoice[];
  value: string;
  onChange: (value: string) => void;
  /** Writes the label before the chips, where several filters stand one under another. */
  showLabel?: boolean;
}

/** A one-of filter drawn as chips: the chosen one filled and pressed. */
export function FilterChips({ label, choices, value, onChange, showLabel = false }: FilterChipsProps) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {showLabel && (
        <Typography variant="body2" color="text.secondary" aria-hidden sx={{ minWidth: 64 }}>
          {label}:
        </Typography>
      )}
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <Chip
            key={choice.value || 'all'}
            label={choice.label}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => onChange(choice.value)}
          />
        );
      })}
    </Stack>
  );
}
