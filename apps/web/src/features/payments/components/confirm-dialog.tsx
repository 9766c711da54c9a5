import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId, useRef } from 'react';
import { commonText } from '@/locales/fa/common';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A promise keeps the confirm button from answering again until it settles (a double click buys once). */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  /** The confirm button spins and the dialog stays open while the action runs. */
  pending?: boolean;
  color?: 'primary' | 'error' | 'warning';
  /** Hides the confirm button, e.g. once the server has said the wallet is short. */
  hideConfirm?: boolean;
  /** More buttons beside the confirm one, e.g. «پرداخت مابه‌التفاوت و خرید اشتراک». */
  extraActions?: ReactNode;
}

/** Asks before coins are spent, a payment opens or a subscription stops: the money screens' one dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = commonText.cancel,
  onConfirm,
  onClose,
  pending = false,
  color = 'primary',
  hideConfirm = false,
  extraActions,
}: ConfirmDialogProps) {
  const titleId = useId();
  // `pending` comes a render late: a second click landing before it must not start the action again.
  const running = useRef(false);
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    try {
      await onConfirm();
    } finally {
      running.current = false;
    }
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        {extraActions}
        {!hideConfirm && (
          <Button variant="contained" color={color} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
