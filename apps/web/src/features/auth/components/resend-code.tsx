import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { toPersianDigits } from '@vakilyar/contract';
import { authText } from '@/locales/fa/auth';
import type { CodeSent } from '../api/code-sent';
import { useCountdown } from '../hooks/use-countdown';

interface ResendCodeProps {
  /** `resend_after` of the answer that sent the current code. */
  resendAfter: number;
  resend: () => Promise<CodeSent>;
}

/** A countdown in Persian digits, then a button that texts a new code and starts counting again. */
export function ResendCode({ resendAfter, resend }: ResendCodeProps) {
  const { remaining, restart } = useCountdown(resendAfter);
  const mutation = useMutation({ mutationFn: resend, onSuccess: (sent) => restart(sent.resend_after) });

  if (remaining > 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {authText.resendIn(toPersianDigits(remaining))}
      </Typography>
    );
  }
  return (
    <Button variant="text" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {authText.resendCode}
    </Button>
  );
}
