import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Case, CaseFinance, Expense, Instalment, TimeEntry } from '@vakilyar/contract';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { notifySuccess } from '@/lib/notify';
import { commonText } from '@/locales/fa/common';
import { feesText } from '@/locales/fa/fees';
import { useDeleteExpense } from '../api/delete-expense';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useCaseFinance } from '../api/get-case-finance';
import { fee } from '../kit/amounts';
import { SectionCard } from '../kit/section-card';
import { AgreementCard } from './agreement/agreement-card';
import { AgreementDialog } from './agreement/agreement-dialog';
import { TermsDialog } from './agreement/terms-dialog';
import { ExpenseDialog } from './expense-dialog';
import { InstalmentsSection } from './instalments-section';
import { ExpensesSection, TimeSection } from './ledger-sections';
import { PaymentDialog } from './payment-dialog';
import { PaymentLinkDialog } from './payment-link-dialog';
import { PaymentList, PaymentsSectionActions } from './payments-section';
import { ScheduleDialog } from './schedule-dialog';
import { TimeDialog } from './time-dialog';
import { TotalsCard } from './totals-card';

type Open =
  | { kind: 'agreement' | 'terms' | 'schedule' | 'expense' | 'time' }
  | { kind: 'payment' | 'link'; instalment?: Instalment }
  | { kind: 'delete-expense'; expense: Expense }
  | { kind: 'delete-time'; entry: TimeEntry }
  | null;

/** «مالی پرونده»: the agreement with the tariff, instalments, payments and receipts, expenses and time. */
export function CaseFeesTab({ item }: { item: Case }) {
  const finance = useCaseFinance(item.pid);
  if (finance.isPending) return <ListSkeleton rows={6} />;
  if (!finance.data) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={feesText.loadFailed}
        action={<Button onClick={() => void finance.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  return <CaseFees item={item} finance={finance.data} />;
}

function CaseFees({ item, finance }: { item: Case; finance: CaseFinance }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const deleteExpense = useDeleteExpense();
  const deleteTime = useDeleteTimeEntry();

  return (
    <Stack spacing={2}>
      <TotalsCard finance={finance} />
      <AgreementCard
        finance={finance}
        onEdit={() => setOpen({ kind: 'agreement' })}
        onTerms={() => setOpen({ kind: 'terms' })}
      />
      <InstalmentsSection
        finance={finance}
        onSchedule={() => setOpen({ kind: 'schedule' })}
        onPay={(instalment) => setOpen({ kind: 'payment', instalment })}
        onSendLink={(instalment) => setOpen({ kind: 'link', instalment })}
      />
      <SectionCard
        title={feesText.payments.heading}
        actions={
          <PaymentsSectionActions
            canRecord={finance.can.record && Boolean(finance.agreement)}
            onRecord={() => setOpen({ kind: 'payment' })}
            onSendLink={() => setOpen({ kind: 'link' })}
          />
        }
      >
        {finance.payments.length === 0 ? (
          <Typography color="text.secondary">{feesText.payments.empty}</Typography>
        ) : (
          <PaymentList payments={finance.payments} label={feesText.payments.heading} />
        )}
      </SectionCard>
      <ExpensesSection
        finance={finance}
        onAdd={() => setOpen({ kind: 'expense' })}
        onDelete={(expense) => setOpen({ kind: 'delete-expense', expense })}
      />
      {finance.can.manage && (
        <TimeSection
          finance={finance}
          onAdd={() => setOpen({ kind: 'time' })}
          onDelete={(entry) => setOpen({ kind: 'delete-time', entry })}
        />
      )}
      {open?.kind === 'agreement' && (
        <AgreementDialog item={item} agreement={finance.agreement} onClose={close} />
      )}
      {open?.kind === 'terms' && <TermsDialog casePid={item.pid} onClose={close} />}
      {open?.kind === 'schedule' && <ScheduleDialog finance={finance} onClose={close} />}
      {open?.kind === 'payment' && (
        <PaymentDialog finance={finance} instalment={open.instalment} onClose={close} />
      )}
      {open?.kind === 'link' && (
        <PaymentLinkDialog finance={finance} instalment={open.instalment} onClose={close} />
      )}
      {open?.kind === 'expense' && <ExpenseDialog casePid={item.pid} onClose={close} />}
      {open?.kind === 'time' && <TimeDialog casePid={item.pid} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === 'delete-expense'}
        title={feesText.expenses.deleteTitle}
        body={
          open?.kind === 'delete-expense'
            ? feesText.expenses.deleteBody(`${open.expense.kind_label} ${fee(open.expense.amount)}`)
            : ''
        }
        confirmLabel={feesText.delete}
        onClose={close}
        onConfirm={async () => {
          if (open?.kind !== 'delete-expense') return;
          await deleteExpense.mutateAsync(open.expense.pid);
          notifySuccess(feesText.expenses.deleted);
        }}
      />
      <ConfirmDialog
        open={open?.kind === 'delete-time'}
        title={feesText.time.deleteTitle}
        body={open?.kind === 'delete-time' ? feesText.time.deleteBody(open.entry.description) : ''}
        confirmLabel={feesText.delete}
        onClose={close}
        onConfirm={async () => {
          if (open?.kind !== 'delete-time') return;
          await deleteTime.mutateAsync(open.entry.pid);
          notifySuccess(feesText.time.deleted);
        }}
      />
    </Stack>
  );
}
