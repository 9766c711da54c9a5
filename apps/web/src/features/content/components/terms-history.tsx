import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type TermsVersion, toPersianDigits } from '@vakilyar/contract';
import { useId } from 'react';
import { formatJalaliDate } from '@/lib/format/jalali';
import { termsText } from '@/locales/fa/content';

interface TermsHistoryProps {
  versions: readonly TermsVersion[];
  selected?: string;
  onSelect: (pid: string) => void;
}

/** Earlier versions of the terms, newest first; choosing one shows its text. */
export function TermsHistory({ versions, selected, onSelect }: TermsHistoryProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="nav" aria-labelledby={headingId} sx={{ borderRadius: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {termsText.history}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {termsText.historyHint}
        </Typography>
        <List dense>
          {versions.map((version) => (
            <ListItemButton
              key={version.pid}
              selected={version.pid === selected}
              aria-current={version.pid === selected ? 'true' : undefined}
              onClick={() => onSelect(version.pid)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={termsText.version(toPersianDigits(version.version))}
                secondary={formatJalaliDate(version.published_at)}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
