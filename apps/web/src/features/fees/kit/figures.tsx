import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Figure {
  label: string;
  value: string;
  hint?: string;
  /** Shown in the error colour (what is overdue). */
  alarm?: boolean;
}

/** A row of labelled money figures: two to a line on a phone, up to four on a desktop. */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {figures.map((figure) => (
        // Each group's dt and dd sit right inside its div, as a description list wants them.
        <Grid
          key={figure.label}
          size={{ xs: 6, md: 12 / Math.min(figures.length, 4) }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 700, color: figure.alarm ? 'error.main' : 'text.primary' }}
          >
            {figure.value}
          </Typography>
          {figure.hint && (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.hint}
            </Typography>
          )}
        </Grid>
      ))}
    </Grid>
  );
}
