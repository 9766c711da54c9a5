import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StampFigures, TariffResult } from '@vakilyar/contract';
import { useId } from 'react';
import { formatRials } from '@/lib/format/money';
import { feesText } from '@/locales/fa/fees';
import { fee } from '../../kit/amounts';

const text = feesText.agreement;

/** «۱۹۵٬۰۰۰٬۰۰۰ ریال» or «از … تا …» where the tariff gives a range. */
export function tariffFigure(result: { min: number; max: number }): string {
  return result.min === result.max
    ? formatRials(result.min)
    : feesText.tariff.range(formatRials(result.min), formatRials(result.max));
}

/** The arithmetic, a line each, folded under a heading a reader opens. */
function Steps({ lines, label }: { lines: string[]; label: string }) {
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" sx={{ bgcolor: 'transparent' }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-steps`} id={`${id}-head`}>
        <Typography variant="body2">{label}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-steps`}>
        <Stack component="ol" spacing={0.75} sx={{ m: 0, ps: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** The tariff's figure for the matter (in rial, as the regulation writes it), its stages, and its steps. */
export function TariffBreakdown({ result }: { result: TariffResult }) {
  return (
    <Stack spacing={1} component="section" aria-label={text.tariffHeading}>
      <Typography variant="subtitle2" component="h3">
        {text.tariffHeading}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{`${text.tariffFigure}: ${tariffFigure(result)}`}</Typography>
      {result.min === result.max && result.max > 0 && (
        <Typography variant="body2" color="text.secondary">
          {fee(result.max)}
        </Typography>
      )}
      {result.stages.map((stage) => (
        <Typography key={stage.stage} variant="body2" color="text.secondary">
          {`${stage.label}: ${tariffFigure(stage)}`}
        </Typography>
      ))}
      <Steps lines={result.lines} label={text.showSteps} />
    </Stack>
  );
}

/** The tax stamp of the power of attorney and the bar's shares of it. */
export function StampBreakdown({ figures }: { figures: StampFigures }) {
  const rows = [
    [text.stamp, figures.stamp],
    [text.barFund, figures.bar_fund],
    [text.bar, figures.bar],
    [text.stampTotal, figures.total],
  ] as const;
  return (
    <Stack spacing={0.75} component="section" aria-label={text.stampHeading}>
      <Typography variant="subtitle2" component="h3">
        {text.stampHeading}
      </Typography>
      {rows.map(([label, amount]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="body2">{formatRials(amount)}</Typography>
        </Stack>
      ))}
      <Steps lines={figures.lines} label={text.showSteps} />
    </Stack>
  );
}
