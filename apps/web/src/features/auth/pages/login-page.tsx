import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { authText } from '@/locales/fa/auth';
import { ForgotPasswordStep } from '../components/forgot-password-step';
import { LoginLayout } from '../components/login-layout';
import type { LoginStep } from '../components/login-step';
import { MobileStep } from '../components/mobile-step';
import { OtpStep } from '../components/otp-step';
import { PasswordStep } from '../components/password-step';
import { RegisterStep } from '../components/register-step';
import { useCompleteSignIn, usePrefetchLanding } from '../hooks/use-complete-sign-in';

/** /login: mobile number, then a password, a one-time code, registration or a password reset. */
export function LoginPage() {
  useDocumentTitle(authText.pageTitle);
  const [step, setStep] = useState<LoginStep>({ name: 'mobile' });
  const [searchParams] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  usePrefetchLanding(step.name !== 'mobile');

  return (
    <LoginLayout>
      {step.name === 'mobile' && (
        <MobileStep key={step.mobile} defaultMobile={step.mobile} onStep={setStep} />
      )}
      {step.name === 'password' && (
        <PasswordStep mobile={step.mobile} onStep={setStep} onSignedIn={completeSignIn} />
      )}
      {step.name === 'otp' && (
        <OtpStep mobile={step.mobile} codeSent={step.codeSent} onStep={setStep} onSignedIn={completeSignIn} />
      )}
      {step.name === 'register' && (
        <RegisterStep
          mobile={step.mobile}
          codeSent={step.codeSent}
          referralCode={searchParams.get('ref') ?? undefined}
          onStep={setStep}
          onSignedIn={completeSignIn}
        />
      )}
      {step.name === 'forgot' && (
        <ForgotPasswordStep mobile={step.mobile} codeSent={step.codeSent} onStep={setStep} />
      )}
    </LoginLayout>
  );
}
