import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NOTICE_MAX_FILES, toPersianDigits, zCreateCourtNoticeRequest } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FileDropZone } from '@/features/cases/kit/file-drop-zone';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { commonText } from '@/locales/fa/common';
import { courtNoticesText } from '@/locales/fa/court-notices';
import { useUploadNotice } from '../api/upload-notice';
import { SelectedFiles } from './selected-files';

const zSubjectForm = zCreateCourtNoticeRequest.pick({ subject: true });

interface UploadNoticeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A notice from its photos or PDF and a subject: files are dropped or chosen, previewed, then sent in one
 * request. The server sniffs every file; its refusal (type, size) shows under the files.
 */
export function UploadNoticeDialog({ open, onClose }: UploadNoticeDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm({ resolver: zodResolver(zSubjectForm), defaultValues: { subject: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadNotice();
  const text = courtNoticesText.upload;

  const reset = () => {
    form.reset();
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

  const handleSubmit = form.handleSubmit(async ({ subject }) => {
    if (files.length === 0) {
      setFilesError(text.noFiles);
      return;
    }
    setPercent(0);
    try {
      await upload.mutateAsync({ subject, files, onProgress: setPercent });
      reset();
      onClose();
    } catch (error) {
      setPercent(null);
      applyServerErrors(error, form.setError, ['subject']);
      // The server's word on the files (type, size, empty); any other failure was toasted already.
      const { fields, message } = error as { fields?: Record<string, string>; message?: string };
      setFilesError(fields?.file ?? fields?.files ?? (fields?.subject ? '' : (message ?? '')));
    }
  });

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
