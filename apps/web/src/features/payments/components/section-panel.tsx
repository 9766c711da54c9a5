import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionPanelProps {
  title: string;
  /** A sentence under the title. */
  hint?: ReactNode;
  /** Beside the title, e.g. a filter or a button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of a money page; the title names the region for screen readers. */
export function SectionPanel({ title, hint, actions, children }: SectionPanelProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.5}>
              <Typography id={titleId} variant="h6" component="h2">
                {title}
              </Typography>
              {hint && (
                <Typography variant="body2" color="text.secondary">
                  {hint}
                </Typography>
              )}
            </Stack>
            {actions}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
