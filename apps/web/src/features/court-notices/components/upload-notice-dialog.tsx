import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NOTICE_MAX_FILES, toPersianDigits, zCreateCourtNoticeRequest } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { FileDropZone } from '@/features/cases/kit/file-drop-zone';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { commonText } from '@/locales/fa/common';
import { courtNoticesText } from '@/locales/fa/court-notices';
import type { CreatedNotice } from '../api/create-notice';
import { useUploadNotice } from '../api/upload-notice';
import { hasNewDates, NoticeCalendarOffer } from './notice-calendar-offer';
import { NoticeDatesFields, withPickedDates } from './notice-dates-fields';
import { SelectedFiles } from './selected-files';

const zUploadForm = zCreateCourtNoticeRequest.pick({ subject: true, hearing_at: true, reply_due_on: true });
const EMPTY = { subject: '', hearing_at: '', reply_due_on: '' };

interface UploadNoticeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The case the notice is filed under (from the case's notices tab). */
  casePid?: string;
}

/**
 * A notice from its photos or PDF and a subject: files are dropped or chosen, previewed, then sent in one
 * request. The server sniffs every file; its refusal (type, size) shows under the files.
 */
export function UploadNoticeDialog({ open, onClose, casePid }: UploadNoticeDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm<z.input<typeof zUploadForm>, unknown, z.output<typeof zUploadForm>>({
    resolver: withPickedDates(zodResolver(zUploadForm), ['hearing_at', 'reply_due_on']),
    defaultValues: EMPTY,
  });
  const [saved, setSaved] = useState<CreatedNotice | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadNotice();
  const text = courtNoticesText.upload;

  const reset = () => {
    form.reset(EMPTY);
    setFiles([]);
    setFilesError('');
    setPercent(null);
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const addFiles = (added: File[]) => {
    const next = [...files, ...added];
    setFilesError(next.length > NOTICE_MAX_FILES ? text.tooMany : '');
    setFiles(next.slice(0, NOTICE_MAX_FILES));
  };

  const handleSubmit = form.handleSubmit(async ({ subject, hearing_at, reply_due_on }) => {
    if (files.length === 0) {
      setFilesError(text.noFiles);
      return;
    }
    setPercent(0);
    try {
      const fields = { hearing_at, reply_due_on, case_id: casePid };
      const notice = await upload.mutateAsync({ subject, fields, files, onProgress: setPercent });
      reset();
      if (hasNewDates(notice)) setSaved(notice);
      else onClose();
    } catch (error) {
      setPercent(null);
      applyServerErrors(error, form.setError, ['subject', 'hearing_at', 'reply_due_on']);
      // The server's word on the files (type, size, empty); any other failure was toasted already.
      const { fields, message } = error as { fields?: Record<string, string>; message?: string };
      setFilesError(fields?.file ?? fields?.files ?? (fields?.subject ? '' : (message ?? '')));
    }
  });

  if (saved) {
    return (
      <NoticeCalendarOffer
        notice={saved}
        onClose={() => {
          setSaved(null);
          onClose();
        }}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          noValidate
          onSubmit={handleSubmit}
          sx={{ pt: 1 }}
        >
          <FormTextField
            control={form.control}
            name="subject"
            label={courtNoticesText.fields.subject}
            placeholder={text.subjectHint}
            required
            autoFocus
          />
          <Grid container spacing={2}>
            <NoticeDatesFields control={form.control} />
          </Grid>
          <FileDropZone
            onFiles={addFiles}
            text={courtNoticesText.upload}
            accept="image/*,application/pdf,.pdf,.doc,.docx"
            disabled={upload.isPending}
          />
          <SelectedFiles
            files={files}
            disabled={upload.isPending}
            onRemove={(index) => setFiles((current) => current.filter((_file, i) => i !== index))}
          />
          {filesError && (
            <Typography variant="body2" color="error" role="alert">
              {filesError}
            </Typography>
          )}
          {percent !== null && (
            <Stack spacing={0.5} role="status">
              <Typography variant="body2">{text.uploading(toPersianDigits(percent))}</Typography>
              <LinearProgress variant="determinate" value={percent} />
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={upload.isPending}>
          {commonText.cancel}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={upload.isPending}>
          {text.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
