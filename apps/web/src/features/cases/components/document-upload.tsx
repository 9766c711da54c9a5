import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FILE_TYPE_LABELS,
  FILE_TYPES,
  type FileType,
  toPersianDigits,
  uploadSizeRefusal,
} from '@vakilyar/contract';
import { useState } from 'react';
import { casesText } from '@/locales/fa/cases';
import { useUploadCaseDocument } from '../api/upload-case-document';
import { FileDropZone } from '../kit/file-drop-zone';
import { emptyChoiceSelectProps } from '../kit/select-props';

interface Progress {
  name: string;
  percent: number;
}

/**
 * Drop files (or choose them) to upload to the case, one after another with their progress. A file larger
 * than its type allows is refused here before a byte goes up; the server sniffs each file's bytes and
 * answers for the rest, under this box.
 * `file_type` is sent only when the user picks one; by default the server tells from the bytes.
 */
export function DocumentUpload({ casePid }: { casePid: string }) {
  const [fileType, setFileType] = useState<FileType | ''>('');
  const [visibleToClient, setVisibleToClient] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useUploadCaseDocument();
  const text = casesText.documents;

  const uploadAll = async (files: File[]) => {
    const failed: string[] = [];
    for (const file of files) {
      const tooLarge = uploadSizeRefusal(file, fileType || undefined);
      if (tooLarge) {
        failed.push(`${file.name}: ${tooLarge}`);
        continue;
      }
      setProgress({ name: file.name, percent: 0 });
      try {
        await upload.mutateAsync({
          casePid,
          file,
          fileType: fileType || undefined,
          visibleToClient,
          onProgress: (percent) => setProgress({ name: file.name, percent }),
        });
      } catch (error) {
        const fieldMessage = (error as { fields?: Record<string, string> }).fields?.file;
        failed.push(fieldMessage ? `${file.name}: ${fieldMessage}` : text.failed(file.name));
      }
    }
    setProgress(null);
    setErrors(failed);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={text.fileType}
          value={fileType}
          onChange={(event) => setFileType(event.target.value as FileType | '')}
          slotProps={emptyChoiceSelectProps}
          sx={{ maxWidth: { sm: 280 } }}
        >
          <MenuItem value="">{text.autoType}</MenuItem>
          {FILE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {FILE_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox checked={visibleToClient} onChange={(_e, checked) => setVisibleToClient(checked)} />
          }
          label={text.visibleOnUpload}
        />
      </Stack>
      <FileDropZone
        onFiles={(files) => void uploadAll(files)}
        text={text}
        disabled={Boolean(progress)}
        disabledCursor="progress"
      />
      {progress && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">
            {text.uploading(progress.name, toPersianDigits(progress.percent))}
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} />
        </Stack>
      )}
      {errors.map((message) => (
        <Typography key={message} variant="body2" color="error" role="alert">
          {message}
        </Typography>
      ))}
    </Stack>
  );
}
