import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toPersianDigits } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { CaseAutocomplete } from '@/features/calendar/components/case-autocomplete';
import type { CaseOption } from '@/features/calendar/components/event-form-values';
import { caseKeys } from '@/features/cases/api/case-keys';
import { updateCase } from '@/features/cases/api/update-case';
import { isApiError } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { archiveText } from '@/locales/fa/archive';
import { commonText } from '@/locales/fa/common';
import { archiveKeys } from '../api/archive-keys';

const text = archiveText.fileCase;

/** Files one of the office's cases into this cabinet (moving it out of any other). */
export function FileCaseDialog({ cabinetPid, onClose }: { cabinetPid: string; onClose: () => void }) {
  const titleId = useId();
  const [picked, setPicked] = useState<CaseOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const fileCase = useMutation({
    mutationFn: (casePid: string) => updateCase(casePid, { archive_cabinet_id: cabinetPid }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: archiveKeys.all }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]),
  });

  const submit = async () => {
    if (!picked) {
      setError(text.required);
      return;
    }
    try {
      await fileCase.mutateAsync(picked.pid);
      notifySuccess(text.done(toPersianDigits(picked.title)));
      onClose();
    } catch (failure) {
      if (isApiError(failure) && 'message' in failure) setError(failure.message ?? null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <CaseAutocomplete
          label={text.caseLabel}
          helperText={error ?? text.hint}
          error={Boolean(error)}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setError(null);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{commonText.cancel}</Button>
        <Button variant="contained" onClick={submit} loading={fileCase.isPending}>
          {text.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
