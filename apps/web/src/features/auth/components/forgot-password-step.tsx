import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { toPersianDigits, zForgotPasswordRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { authText } from '@/locales/fa/auth';
import type { CodeSent } from '../api/code-sent';
import { useForgotPassword } from '../api/forgot-password';
import { sendForgotPasswordCode } from '../api/send-forgot-password-code';
import type { LoginStep } from './login-step';
import { codeInputSlotProps } from './numeric-input';
import { ResendCode } from './resend-code';
import { StepHeader } from './step-header';

const resetSchema = zForgotPasswordRequest.omit({ username: true });

interface ForgotPasswordStepProps {
  mobile: string;
  codeSent: CodeSent;
  onStep: (step: LoginStep) => void;
}

/** A new password set with the texted code; then back to the password login. */
export function ForgotPasswordStep({ mobile, codeSent, onStep }: ForgotPasswordStepProps) {
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { code: '', new_password: '' } });
  const forgotPassword = useForgotPassword();

  const handleSubmit = form.handleSubmit(async (reset) => {
    try {
      await forgotPassword.mutateAsync({ ...reset, username: mobile });
      notifySuccess(authText.forgot.done);
      onStep({ name: 'password', mobile });
    } catch (error) {
      applyServerErrors(error, form.setError, ['code', 'new_password']);
    }
  });

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit}>
      <StepHeader title={authText.forgot.heading} hint={authText.codeSentTo(toPersianDigits(mobile))} />
      <FormTextField
        control={form.control}
        name="code"
        label={authText.codeLabel}
        autoComplete="one-time-code"
        autoFocus
        slotProps={codeInputSlotProps}
      />
      <FormTextField
        control={form.control}
        name="new_password"
        type="password"
        label={authText.forgot.newPassword}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {authText.forgot.submit}
      </Button>
      <ResendCode resendAfter={codeSent.resend_after} resend={() => sendForgotPasswordCode(mobile)} />
      <Button variant="text" color="inherit" onClick={() => onStep({ name: 'mobile', mobile })}>
        {authText.changeMobile}
      </Button>
    </Stack>
  );
}
