import Button from '@mui/material/Button';
import { useState } from 'react';
import { adminConsultationsText as text } from '@/locales/fa/admin-consultations';
import { SettleDialog } from './settle-dialog';

/** «رسیدگی به اعتراض» and its dialog, for one disputed consultation. */
export function SettleAction({ pid, size }: { pid: string; size?: 'small' | 'medium' }) {
  const [settling, setSettling] = useState(false);
  return (
    <>
      <Button variant="contained" size={size} onClick={() => setSettling(true)} sx={{ whiteSpace: 'nowrap' }}>
        {text.settle}
      </Button>
      <SettleDialog pid={pid} open={settling} onClose={() => setSettling(false)} />
    </>
  );
}
