import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zSendCodeRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { authText } from '@/locales/fa/auth';
import { useCheckUserExists } from '../api/check-user-exists';
import { useRequestLoginCode } from '../api/request-login-code';
import { useSendRegisterCode } from '../api/send-register-code';
import type { LoginStep } from './login-step';
import { numericInputSlotProps } from './numeric-input';
import { StepHeader } from './step-header';

interface MobileStepProps {
  defaultMobile?: string;
  onStep: (step: LoginStep) => void;
}

/** Step 1: the mobile number decides between a password, a one-time code, or registration. */
export function MobileStep({ defaultMobile = '', onStep }: MobileStepProps) {
  const form = useForm({
    resolver: zodResolver(zSendCodeRequest),
    defaultValues: { username: defaultMobile },
  });
  const checkUserExists = useCheckUserExists();
  const requestLoginCode = useRequestLoginCode();
  const sendRegisterCode = useSendRegisterCode();

  const handleSubmit = form.handleSubmit(async ({ username: mobile }) => {
    try {
      const user = await checkUserExists.mutateAsync(mobile);
      if (user.exists && user.has_password) {
        onStep({ name: 'password', mobile });
      } else if (user.exists) {
        onStep({ name: 'otp', mobile, codeSent: await requestLoginCode.mutateAsync(mobile) });
      } else {
        onStep({ name: 'register', mobile, codeSent: await sendRegisterCode.mutateAsync(mobile) });
      }
    } catch (error) {
      applyServerErrors(error, form.setError, ['username']);
    }
  });

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={handleSubmit}>
      <StepHeader title={authText.mobile.heading} hint={authText.mobile.hint} />
      <FormTextField
        control={form.control}
        name="username"
        label={authText.mobile.label}
        placeholder={authText.mobile.placeholder}
        autoComplete="tel"
        autoFocus
        slotProps={numericInputSlotProps}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {authText.mobile.submit}
      </Button>
    </Stack>
  );
}
