import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../test/chat-fixtures';
import { RateSessionForm } from './rate-session-form';

describe('the rating of an ended chat', () => {
  it('is a named group of star radios, and sends the picked score', async () => {
    const onRate = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<RateSessionForm session={{ ...session, rating: null }} onRate={onRate} />);
    const stars = within(screen.getByRole('radiogroup', { name: 'امتیاز از ۱ تا ۵' }));
    for (const score of ['۱', '۲', '۳', '۴', '۵']) {
      expect(stars.getByRole('radio', { name: `${score} از ۵` })).toBeInTheDocument();
    }
    // jsdom lays nothing out, so a pointer over the stars reads no hovered star: pick the radio itself.
    fireEvent.click(stars.getByRole('radio', { name: '۴ از ۵' }));
    await user.click(screen.getByRole('button', { name: 'ثبت امتیاز' }));
    await waitFor(() => expect(onRate).toHaveBeenCalledWith(4, ''));
  });
});
