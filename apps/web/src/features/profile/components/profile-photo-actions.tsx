import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_PHOTO_ACCEPT, profilePhotoRefusal } from '@vakilyar/contract';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { isApiError } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { profileText } from '@/locales/fa/profile';
import { useDeleteProfilePhoto } from '../api/delete-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';

/** Choosing, replacing and deleting my photo; a file that cannot be one is refused before it is sent. */
export function ProfilePhotoActions({ hasPhoto }: { hasPhoto: boolean }) {
  const text = profileText.photo;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();
  const remove = useDeleteProfilePhoto();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const send = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = profilePhotoRefusal(file);
    setRefusal(refused);
    if (refused) return;
    // The server's reason for a refused file (its sniffing is the last word) stays beside the buttons.
    const answer = await upload.mutateAsync(file).catch((error: unknown) => {
      if (isApiError(error) && 'message' in error) setRefusal(error.message ?? null);
      return null;
    });
    if (answer) notifySuccess(text.saved);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddAPhotoOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {hasPhoto ? text.change : text.upload}
        </Button>
        {hasPhoto && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            disabled={upload.isPending}
            onClick={() => setConfirming(true)}
          >
            {text.remove}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {text.hint}
      </Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={text.choose}
        accept={PROFILE_PHOTO_ACCEPT}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <ConfirmDialog
        open={confirming}
        title={text.removeTitle}
        body={text.removeBody}
        confirmLabel={text.removeConfirm}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync();
          setRefusal(null);
          notifySuccess(text.removed);
        }}
      />
    </Stack>
  );
}
