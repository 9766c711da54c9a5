import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CalendarSettings } from '@vakilyar/contract';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/features/cases/kit/confirm-dialog';
import { formatJalaliDate } from '@/lib/format/jalali';
import { notifySuccess } from '@/lib/notify';
import { calendarText } from '@/locales/fa/calendar';
import { useDisableFeed } from '../api/disable-feed';
import { type FeedAddress, useRotateFeedToken } from '../api/rotate-feed-token';

const text = calendarText.settings;

/**
 * The private ICS feed for a phone's calendar. Its address is a secret the server shows once, when
 * it is made: here it is copied or opened, and a new one replaces (and stops) the old.
 */
export function FeedSection({ feed }: { feed: CalendarSettings['feed'] }) {
  const rotate = useRotateFeedToken();
  const disable = useDisableFeed();
  const [address, setAddress] = useState<FeedAddress | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'disable' | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const makeAddress = async () => setAddress(await rotate.mutateAsync());

  const handleCopy = async () => {
    if (!address) return;
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(address.url);
      notifySuccess(text.copied);
    } else {
      // Without the clipboard API (a page not served over HTTPS) the address is selected for copying.
      input.current?.select();
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="calendar-feed-title">
      <Typography id="calendar-feed-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {text.feedTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.feedHint}
      </Typography>
      {address ? (
        <>
          <TextField
            label={text.feedUrl}
            value={address.url}
            inputRef={input}
            onFocus={(focused) => focused.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={text.copy} onClick={handleCopy} edge="end">
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Alert severity="warning">{text.feedShownOnce}</Alert>
          <Button variant="outlined" href={address.webcal_url} sx={{ alignSelf: 'flex-start' }}>
            {text.openInCalendar}
          </Button>
        </>
      ) : (
        <Typography variant="body2">
          {feed.enabled && feed.created_at ? text.feedOn(formatJalaliDate(feed.created_at)) : text.feedOff}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant={feed.enabled ? 'outlined' : 'contained'}
          loading={rotate.isPending}
          onClick={() => (feed.enabled ? setConfirming('rotate') : makeAddress())}
        >
          {feed.enabled ? text.rotate : text.create}
        </Button>
        {feed.enabled && (
          <Button color="error" onClick={() => setConfirming('disable')}>
            {text.disable}
          </Button>
        )}
      </Stack>
      <Stack component="details" sx={{ '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
        <Typography component="summary" variant="body2">
          {text.howTo}
        </Typography>
        <Stack component="ol" spacing={0.5} sx={{ m: 0, mt: 1, ps: 3 }}>
          {text.howToSteps.map((step) => (
            <Typography key={step} component="li" variant="body2" color="text.secondary">
              {step}
            </Typography>
          ))}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming === 'rotate'}
        title={text.rotateTitle}
        body={text.rotateBody}
        confirmLabel={text.rotateConfirm}
        onConfirm={makeAddress}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'disable'}
        title={text.disableTitle}
        body={text.disableBody}
        confirmLabel={text.disableConfirm}
        onConfirm={async () => {
          await disable.mutateAsync();
          setAddress(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
