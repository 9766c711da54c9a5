import { fireEvent, render, screen } from '@testing-library/react';
import type { DraftBody } from '@vakilyar/contract';
import { describe, expect, it, vi } from 'vitest';
import { FieldValuesPanel } from './field-values-panel';

const body: DraftBody = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'field', attrs: { key: 'client.name' } },
        { type: 'field', attrs: { key: 'claim.amount_words' } },
        { type: 'field', attrs: { key: 'lawyer.licence_no' } },
      ],
    },
  ],
};

describe('FieldValuesPanel', () => {
  it("shows what the case gives, asks for what it lacks, and reads an amount in words from its figures' box", () => {
    const onChange = vi.fn();
    render(
      <FieldValuesPanel
        body={body}
        caseValues={{ 'client.name': 'علی رضایی' }}
        values={{}}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('از پرونده: علی رضایی')).toBeInTheDocument();
    const amount = screen.getByLabelText('بهای خواسته به رقم');
    fireEvent.change(amount, { target: { value: '50000000' } });
    expect(onChange).toHaveBeenCalledWith({ 'claim.amount': '50000000' });
  });

  it('says where a blank licence number is filled in: the office card of the profile', () => {
    render(<FieldValuesPanel body={body} caseValues={{}} values={{}} onChange={vi.fn()} />);
    expect(screen.getByLabelText('شماره پروانه وکالت')).toHaveAccessibleDescription(
      'وکیل دفتر آن را در «مشخصات دفتر و پروانه» صفحهٔ پروفایل ثبت می‌کند.',
    );
  });
});
