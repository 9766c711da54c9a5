import type { CodeSent } from '../api/code-sent';

/** Where the login page is: each step knows the mobile number, and the code steps when a code was sent. */
export type LoginStep =
  | { name: 'mobile'; mobile?: string }
  | { name: 'password'; mobile: string }
  | { name: 'otp'; mobile: string; codeSent: CodeSent }
  | { name: 'register'; mobile: string; codeSent: CodeSent }
  | { name: 'forgot'; mobile: string; codeSent: CodeSent };
