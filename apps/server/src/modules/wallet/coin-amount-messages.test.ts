import { describe, expect, it } from 'vitest';
import { chatTexts } from '../chat/chat.messages.ts';
import { messagingTexts } from '../messaging/messaging.messages.ts';
import { subscriptionTexts } from '../subscription/subscription.messages.ts';
import { walletTexts } from './wallet.messages.ts';

// The rate as the database answers it (numeric(18, 4)): 12,500 Rials, 1,250 Toman a coin.
const rate = '12500.0000';

describe('coin amounts in the server messages (decision 016)', () => {
  it('name the Toman value of every coin amount a person reads', () => {
    expect(walletTexts.insufficient(4, rate)).toContain('۴ سکه (≈ ۵٬۰۰۰ تومان) دیگر لازم است');
    expect(walletTexts.withdrawRequested(200, rate)).toContain(
      'درخواست برداشت ۲۰۰ سکه (≈ ۲۵۰٬۰۰۰ تومان) ثبت شد',
    );
    expect(subscriptionTexts.shortfall(20, rate)).toContain('۲۰ سکه (≈ ۲۵٬۰۰۰ تومان) دیگر لازم است');
    expect(subscriptionTexts.topUpStarted(20, rate)).toContain('۲۰ سکه (≈ ۲۵٬۰۰۰ تومان) کم دارید');
    expect(messagingTexts.walletShort(1, rate)).toContain('۱ سکه (≈ ۱٬۲۵۰ تومان) دیگر لازم است');
    expect(chatTexts.feeAboveHeld(30, rate)).toContain('۳۰ سکه (≈ ۳۷٬۵۰۰ تومان)');
  });
});
