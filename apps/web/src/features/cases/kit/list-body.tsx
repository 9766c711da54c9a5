import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { MessageCard } from '@/components/message-card';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { officeUiText } from '@/locales/fa/cases';
import { commonText } from '@/locales/fa/common';

interface ListBodyProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => unknown;
  /** Loaded and nothing to show. */
  isEmpty: boolean;
  /** What to show then: what the list is for and what to do next. */
  empty: ReactNode;
  children: ReactNode;
}

/** The four faces of a list: loading (rows drawn in place), failed (with a retry), empty (with the next step), and its rows. */
export function ListBody({ isPending, isError, onRetry, isEmpty, empty, children }: ListBodyProps) {
  if (isPending) return <ListSkeleton rows={5} />;
  if (isError) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={officeUiText.loadFailed}
        action={<Button onClick={() => onRetry()}>{commonText.retry}</Button>}
      />
    );
  }
  if (isEmpty) return empty;
  return children;
}
