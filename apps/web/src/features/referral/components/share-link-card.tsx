import ContentCopy from '@mui/icons-material/ContentCopy';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Telegram from '@mui/icons-material/Telegram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FocusEvent } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { referralText } from '@/locales/fa/referral';
import type { ReferralShare } from '../api/get-referral-share';
import { copyText } from '../copy-text';

async function handleCopy(text: string, done: string) {
  if (await copyText(text)) notifySuccess(done);
  else notifyError(referralText.copyFailed);
}

/** The link and the code, each with a copy button; the phone's share sheet where there is one. */
export function ShareLinkCard({ share }: { share: ReferralShare }) {
  const canShare = typeof navigator.share === 'function';
  // The server's text already holds the link; sending it again as `url` would show it twice.
  const text = share.share_text.includes(share.link) ? share.share_text : `${share.share_text} ${share.link}`;

  const handleShare = () =>
    navigator.share({ title: referralText.shareTitle, text }).catch(() => {
      // Closing the share sheet rejects too; there is nothing to tell.
    });

  return (
    <Stack spacing={2.5}>
      <TextField
        label={referralText.link}
        value={share.link}
        slotProps={{
          htmlInput: {
            dir: 'ltr',
            readOnly: true,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
          },
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<ContentCopy />}
          onClick={() => handleCopy(share.link, referralText.copied)}
        >
          {referralText.copy}
        </Button>
        {canShare && (
          <Button variant="outlined" startIcon={<ShareOutlined />} onClick={handleShare}>
            {referralText.share}
          </Button>
        )}
        <Stack direction="row" spacing={1}>
          <IconButton
            component="a"
            href={`https://t.me/share/url?url=${encodeURIComponent(share.link)}&text=${encodeURIComponent(referralText.shareTitle)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={referralText.shareTelegram}
            sx={{ color: '#229ED9' }}
          >
            <Telegram />
          </IconButton>
          <IconButton
            component="a"
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={referralText.shareWhatsApp}
            sx={{ color: '#25D366' }}
          >
            <WhatsApp />
          </IconButton>
        </Stack>
      </Stack>
    </Stack>
  );
}
