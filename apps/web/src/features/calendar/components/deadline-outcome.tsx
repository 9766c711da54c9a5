import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEADLINE_COMMON_ARTICLES,
  DEADLINE_RULE_ARTICLES,
  type DeadlineResult,
  toPersianDigits,
} from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { ArticleRefLinks } from '@/features/law-library/components/article-ref-links';
import { formatJalaliWeekdayDay } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { calendarText } from '@/locales/fa/calendar';
import { parseDayParam } from '../kit/calendar-dates';

const text = calendarText.deadline;

const dayText = (iso: string) => formatJalaliWeekdayDay(parseDayParam(iso) ?? '');

/** The computed last day, large; the holidays it moved over; and the reasoning, article by article. */
export function DeadlineOutcome({ outcome, children }: { outcome: DeadlineResult; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={text.result}
      sx={{ p: 2, borderColor: 'error.light' }}
    >
      <Stack spacing={1.5}>
        <Stack spacing={0.25}>
          <Typography variant="caption" color="text.secondary">
            {text.result}
          </Typography>
          <Typography variant="h6" component="p" color="error.main" sx={{ fontWeight: 700 }}>
            {dayText(outcome.deadline)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {outcome.rule === 'custom' ? text.days(formatNumber(outcome.days)) : outcome.rule_label}
          </Typography>
        </Stack>
        {outcome.skipped_days.length > 0 && (
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">{text.skipped}</Typography>
            {outcome.skipped_days.map((skipped) => (
              <Typography key={skipped.date} variant="body2" color="text.secondary">
                {`${dayText(skipped.date)}: ${skipped.reason}`}
              </Typography>
            ))}
          </Stack>
        )}
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">{text.explanation}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {toPersianDigits(outcome.explanation)}
          </Typography>
        </Stack>
        <ArticleRefLinks refs={[...DEADLINE_RULE_ARTICLES[outcome.rule], ...DEADLINE_COMMON_ARTICLES]} />
        <Divider />
        <Typography variant="subtitle2">{text.toCalendar}</Typography>
        {children}
      </Stack>
    </Paper>
  );
}
