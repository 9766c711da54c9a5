import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type AuthResult, toPersianDigits, zRegisterRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { authText } from '@/locales/fa/auth';
import type { CodeSent } from '../api/code-sent';
import { useRegister } from '../api/register';
import { sendRegisterCode } from '../api/send-register-code';
import type { LoginStep } from './login-step';
import { codeInputSlotProps } from './numeric-input';
import { ResendCode } from './resend-code';
import { RoleRadioGroup } from './role-radio-group';
import { StepHeader } from './step-header';

const registrationSchema = zRegisterRequest.omit({ username: true });
const FIELDS = ['code', 'first_name', 'last_name', 'role', 'password', 'referral_code'] as const;

interface RegisterStepProps {
  mobile: string;
  codeSent: CodeSent;
  /** From `?ref=` of the invitation link. */
  referralCode?: string;
  onStep: (step: LoginStep) => void;
  onSignedIn: (auth: AuthResult) => Promise<void>;
}

/** A new mobile number: the texted code, a name, a role, and optionally a password and a referrer. */
export function RegisterStep({ mobile, codeSent, referralCode, onStep, onSignedIn }: RegisterStepProps) {
  const form = useForm({
    resolver: zodResolver(registrationSchema),
    defaultValues: { code: '', first_name: '', last_name: '', role: 'client', referral_code: referralCode },
  });
  const register = useRegister();

  const handleSubmit = form.handleSubmit(async (registration) => {
    try {
      await onSignedIn(await register.mutateAsync({ ...registration, username: mobile }));
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit}>
      <StepHeader title={authText.register.heading} hint={authText.register.hint} />
      <FormTextField
        control={form.control}
        name="code"
        label={authText.codeLabel}
        helperText={authText.codeSentTo(toPersianDigits(mobile))}
        autoComplete="one-time-code"
        autoFocus
        slotProps={codeInputSlotProps}
      />
      <ResendCode resendAfter={codeSent.resend_after} resend={() => sendRegisterCode(mobile)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={form.control}
          name="first_name"
          label={authText.register.firstName}
          autoComplete="given-name"
        />
        <FormTextField
          control={form.control}
          name="last_name"
          label={authText.register.lastName}
          autoComplete="family-name"
        />
      </Stack>
      <RoleRadioGroup control={form.control} name="role" />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={authText.register.password}
        helperText={authText.register.passwordHelper}
        autoComplete="new-password"
        blankAsUndefined
      />
      <FormTextField
        control={form.control}
        name="referral_code"
        label={authText.register.referralCode}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        blankAsUndefined
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {authText.register.submit}
      </Button>
      <Button variant="text" color="inherit" onClick={() => onStep({ name: 'mobile', mobile })}>
        {authText.changeMobile}
      </Button>
    </Stack>
  );
}
