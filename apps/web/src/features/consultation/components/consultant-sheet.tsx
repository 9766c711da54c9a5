import CloseRounded from '@mui/icons-material/CloseRounded';
import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
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
import { ConsultantProfileDetails, type ConsultantSheetMode } from './consultant-profile-details';
import { type ConsultationRequestDraft, ConsultationRequestForm } from './consultation-request-form';

interface ConsultantSheetProps {
  consultant: ConsultantProfile | null;
  onClose: () => void;
  /** A consultation request typed before paying the difference: the sheet opens on its form. */
  restored?: ConsultationRequestDraft['values'];
  /** A chat request's question typed before topping up the wallet: the sheet opens on its form. */
  restoredChat?: string;
  /** The form the sheet opens on (the profile page's request buttons); the profile by default. */
  initialMode?: ConsultantSheetMode;
}

/**
 * A consultant's sheet: their profile, then «درخواست گفتگو» or «درخواست مشاوره». It rises from the
 * bottom on a phone and opens as a dialog on a wider screen.
 */
export function ConsultantSheet({
  consultant,
  onClose,
  restored,
  restoredChat,
  initialMode,
}: ConsultantSheetProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [mode, setMode] = useState<ConsultantSheetMode>(() => {
    if (restored) return 'consultation';
    return restoredChat === undefined ? (initialMode ?? 'profile') : 'chat';
  });
  const open = consultant !== null;

  const handleClose = () => {
    onClose();
    setMode('profile');
  };

  let body: ReactNode = null;
  if (consultant) {
    const back = () => setMode('profile');
    if (mode === 'chat')
      body = <ChatRequestForm consultant={consultant} onCancel={back} restored={restoredChat} />;
    else if (mode === 'consultation')
      body = <ConsultationRequestForm consultant={consultant} onCancel={back} restored={restored} />;
    else body = <ConsultantProfileDetails consultant={consultant} onMode={setMode} />;
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
