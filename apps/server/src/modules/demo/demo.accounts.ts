import type { Role } from '@vakilyar/contract';

export const DEMO_PASSWORD = 'Demo-1234';

export const DEMO_ACCOUNTS: { phone: string; role: Role; firstName: string; lastName: string }[] = [
  { phone: '09120000001', role: 'lawyer', firstName: 'مریم', lastName: 'احمدی' },
  { phone: '09120000002', role: 'secretary', firstName: 'زهرا', lastName: 'کریمی' },
  { phone: '09120000003', role: 'client', firstName: 'علی', lastName: 'رضایی' },
  { phone: '09120000004', role: 'consultant', firstName: 'حسین', lastName: 'محمدی' },
  { phone: '09120000005', role: 'admin', firstName: 'نرگس', lastName: 'صادقی' },
];

/** The demo users once created, by role, with the lawyer's office; what each module's demo seed builds on. */
export type DemoUsers = Record<Role, { id: number; pid: string; phone: string }> & { officeId: number };
