import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AuthResult, toPersianDigits, zVerifyOtpRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { authText } from '@/locales/fa/auth';
import type { CodeSent } from '../api/code-sent';
import { requestLoginCode } from '../api/request-login-code';
import { useVerifyOtp } from '../api/verify-otp';
import type { LoginStep } from './login-step';
import { codeInputSlotProps } from './numeric-input';
import { ResendCode } from './resend-code';
import { StepHeader } from './step-header';

const codeSchema = zVerifyOtpRequest.pick({ code: true });

interface OtpStepProps {
  mobile: string;
  codeSent: CodeSent;
  onStep: (step: LoginStep) => void;
  onSignedIn: (auth: AuthResult) => Promise<void>;
}

/** Login with the six-digit code texted to the mobile number. */
export function OtpStep({ mobile, codeSent, onStep, onSignedIn }: OtpStepProps) {
  const form = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const verifyOtp = useVerifyOtp();

  const handleSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onSignedIn(await verifyOtp.mutateAsync({ username: mobile, code }));
    } catch (error) {
      applyServerErrors(error, form.setError, ['code']);
    }
  });

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit}>
      <StepHeader title={authText.otp.heading} hint={authText.codeSentTo(toPersianDigits(mobile))} />
      <FormTextField
        control={form.control}
        name="code"
        label={authText.codeLabel}
        autoComplete="one-time-code"
        autoFocus
        slotProps={codeInputSlotProps}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {authText.otp.submit}
      </Button>
      <ResendCode resendAfter={codeSent.resend_after} resend={() => requestLoginCode(mobile)} />
      <Button variant="text" color="inherit" onClick={() => onStep({ name: 'mobile', mobile })}>
        {authText.changeMobile}
      </Button>
    </Stack>
  );
}
