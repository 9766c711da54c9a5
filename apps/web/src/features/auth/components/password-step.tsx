import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AuthResult, zLoginRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { authText } from '@/locales/fa/auth';
import { useLoginWithPassword } from '../api/login-with-password';
import { useRequestLoginCode } from '../api/request-login-code';
import { useSendForgotPasswordCode } from '../api/send-forgot-password-code';
import type { LoginStep } from './login-step';
import { StepHeader } from './step-header';

const passwordSchema = zLoginRequest
  .pick({ password: true })
  .required()
  .refine((values) => values.password !== '', { path: ['password'], error: authText.password.required });

interface PasswordStepProps {
  mobile: string;
  onStep: (step: LoginStep) => void;
  onSignedIn: (auth: AuthResult) => Promise<void>;
}

/** An existing user with a password; or a one-time code instead, or a reset of a forgotten password. */
export function PasswordStep({ mobile, onStep, onSignedIn }: PasswordStepProps) {
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const login = useLoginWithPassword();
  const requestLoginCode = useRequestLoginCode();
  const sendForgotPasswordCode = useSendForgotPasswordCode();

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onSignedIn(await login.mutateAsync({ username: mobile, password }));
    } catch (error) {
      applyServerErrors(error, form.setError, ['password']);
    }
  });

  const switchToCode = () =>
    requestLoginCode.mutate(mobile, { onSuccess: (codeSent) => onStep({ name: 'otp', mobile, codeSent }) });
  const switchToForgot = () =>
    sendForgotPasswordCode.mutate(mobile, {
      onSuccess: (codeSent) => onStep({ name: 'forgot', mobile, codeSent }),
    });

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit}>
      <StepHeader title={authText.password.heading} />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={authText.password.label}
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {authText.password.submit}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button variant="text" loading={requestLoginCode.isPending} onClick={switchToCode}>
          {authText.password.withCode}
        </Button>
        <Button variant="text" loading={sendForgotPasswordCode.isPending} onClick={switchToForgot}>
          {authText.password.forgot}
        </Button>
      </Stack>
      <Button variant="text" color="inherit" onClick={() => onStep({ name: 'mobile', mobile })}>
        {authText.changeMobile}
      </Button>
    </Stack>
  );
}
