import CloseRounded from '@mui/icons-material/CloseRounded';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ConsultantProfile } from '@vakilyar/contract';
import { type ReactNode, useId, useState } from 'react';
import { formatNumber } from '@/lib/format/money';
import { consultationText } from '@/locales/fa/consultation';
import { AvailabilityChip } from './availability-chip';
import { ChatRequestForm } from './chat-request-form';
import { ConsultantRating } from './consultant-rating';
import { type ConsultationRequestDraft, ConsultationRequestForm } from './consultation-request-form';
import { SpecialtyChips } from './specialty-chips';

type Mode = 'profile' | 'chat' | 'consultation';

interface ConsultantSheetProps {
  consultant: ConsultantProfile | null;
  onClose: () => void;
  /** A consultation request typed before paying the difference: the sheet opens on its form. */
  restored?: ConsultationRequestDraft['values'];
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack spacing={0.25} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Stack>
  );
}

function Profile({ consultant, onMode }: { consultant: ConsultantProfile; onMode: (mode: Mode) => void }) {
  const text = consultationText.consultants;
  const sheet = consultationText.sheet;
  return (
    <Stack spacing={2}>
      <ConsultantRating average={consultant.rating_average} count={consultant.rating_count} />
      <SpecialtyChips specialties={consultant.specialties} />
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {sheet.bio}
        </Typography>
        <Typography
          variant="body2"
          color={consultant.bio ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {consultant.bio || sheet.noBio}
        </Typography>
      </Stack>
      <Divider />
      <Stack direction="row" spacing={2}>
        <Figure label={text.chatFee} value={consultationText.coins(formatNumber(consultant.chat_fee))} />
        <Figure
          label={text.consultationFee}
          value={consultationText.coins(formatNumber(consultant.consultation_fee))}
        />
        <Figure
          label={text.sessionLength}
          value={consultationText.minutes(formatNumber(consultant.default_time_limit_minutes))}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {text.completed(formatNumber(consultant.completed_count))}
      </Typography>
      {!consultant.is_available && <Alert severity="info">{sheet.unavailableNote}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          size="large"
          startIcon={<ForumOutlined />}
          disabled={!consultant.is_available}
          onClick={() => onMode('chat')}
          sx={{ flex: 1 }}
        >
          {sheet.requestChat}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<EventNoteOutlined />}
          disabled={!consultant.is_available}
          onClick={() => onMode('consultation')}
          sx={{ flex: 1 }}
        >
          {sheet.requestConsultation}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * A consultant's sheet: their profile, then «درخواست گفتگو» or «درخواست مشاوره». It rises from the
 * bottom on a phone and opens as a dialog on a wider screen.
 */
export function ConsultantSheet({ consultant, onClose, restored }: ConsultantSheetProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [mode, setMode] = useState<Mode>(restored ? 'consultation' : 'profile');
  const open = consultant !== null;

  const handleClose = () => {
    onClose();
    setMode('profile');
  };

  let body: ReactNode = null;
  if (consultant) {
    const back = () => setMode('profile');
    if (mode === 'chat') body = <ChatRequestForm consultant={consultant} onCancel={back} />;
    else if (mode === 'consultation')
      body = <ConsultationRequestForm consultant={consultant} onCancel={back} restored={restored} />;
    else body = <Profile consultant={consultant} onMode={setMode} />;
  }

  const content = consultant && (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, fontSize: 24 }}>
          {consultant.first_name.at(0)}
        </Avatar>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {consultant.full_name}
          </Typography>
          {consultant.years_of_experience !== null && (
            <Typography variant="body2" color="text.secondary">
              {consultationText.consultants.experience(formatNumber(consultant.years_of_experience))}
            </Typography>
          )}
        </Stack>
        <AvailabilityChip available={consultant.is_available} />
        <IconButton onClick={handleClose} aria-label={consultationText.sheet.close} edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      {body}
    </Stack>
  );

  if (phone) {
    return (
      <Drawer
        anchor="bottom"
        open={open}
        onClose={handleClose}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92dvh', p: 2, pb: 3 },
          },
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogContent sx={{ py: 3 }}>{content}</DialogContent>
    </Dialog>
  );
}
