import Card from '@mui/material/Card';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './index';
import { colors, shadows } from './tokens';

/** The card's shadow and line as the browser computes them (commas unspaced, a transparent line as rgba). */
function lookOf(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { shadow: style.boxShadow.replace(/,\s*/g, ','), line: style.borderColor };
}
const CARD_SHADOW = shadows.card.replace(/,\s*/g, ',');

describe('the theme’s cards', () => {
  it('lifts an outlined card like any other, its line unseen, and lets a card colour that line', () => {
    render(
      <ThemeProvider theme={theme}>
        <Card variant="outlined">plain</Card>
        <Card variant="outlined" sx={{ borderColor: 'warning.main' }}>
          urgent
        </Card>
        <Card>lifted</Card>
        <Paper variant="outlined">paper</Paper>
      </ThemeProvider>,
    );
    expect(lookOf(screen.getByText('plain'))).toEqual({ shadow: CARD_SHADOW, line: 'rgba(0, 0, 0, 0)' });
    expect(screen.getByText('urgent')).toHaveStyle({ borderColor: colors.amber.main });
    expect(lookOf(screen.getByText('lifted')).shadow).toBe(CARD_SHADOW);
    // A plain outlined Paper (a calendar grid, a thread's bubble) keeps its faint line.
    expect(screen.getByText('paper')).toHaveStyle({ borderColor: colors.neutral[200] });
  });
});
