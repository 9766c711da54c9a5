import { useMutation } from '@tanstack/react-query';
import { type ExpenseForm, FEES_API, type zExpenseResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { useInvalidateFees } from './invalidate';

export async function addExpense(casePid: string, expense: ExpenseForm) {
  const body = await request<Infer<typeof zExpenseResponse>>({
    endpoint: FEES_API.expenses(casePid),
    method: 'POST',
    data: expense,
  });
  return body.result;
}

/** Records an expense of the case (هزینه دادرسی، کارشناسی، …), charged to the client or kept by the office. */
export function useAddExpense(casePid: string) {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: (expense: ExpenseForm) => addExpense(casePid, expense),
    onSuccess: invalidate,
  });
}
