import type { Case, Client, Document, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';

/** The permission map the server answers (a subset that the office screens check). */
export const rolePermissions = {
  lawyer: [
    'client.view',
    'client.create',
    'client.update',
    'client.delete',
    'case.view',
    'case.create',
    'case.update',
    'case.delete',
    'case.manage_lawyers',
    'case.manage_clients',
    'case.send_access_link',
    'document.upload',
    'document.delete',
    'archive.manage',
    'secretary.manage',
    'audit.view',
  ],
  secretary: [
    'client.view',
    'client.create',
    'client.update',
    'case.view',
    'case.create',
    'case.update',
    'document.upload',
  ],
  client: ['own_case.view'],
  consultant: [],
  admin: [],
};

export const client: Client = {
  pid: 'cl_1',
  first_name: 'علی',
  last_name: 'رضایی',
  full_name: 'علی رضایی',
  national_code: '0499370899',
  mobile: '09120000003',
  email: null,
  father_name: 'حسن',
  birth_date: '1990-03-21',
  address: 'تهران، خیابان ولیعصر',
  notes: null,
  has_account: false,
  cases_count: 1,
  created_by: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  updated_by: null,
  created_at: '2025-03-21T08:30:00Z',
  updated_at: '2025-03-21T08:30:00Z',
};

export const caseItem: Case = {
  pid: 'case_1',
  title: 'مطالبه وجه چک',
  case_number: '140312345',
  archive_number: 'B-12',
  court: 'دادگاه عمومی حقوقی تهران',
  branch: '۱۲',
  case_type: 'civil',
  stage: 'first_instance',
  status: 'open',
  opponent: 'شرکت نمونه',
  subject: 'مطالبه',
  description: null,
  start_date: '2024-08-02',
  archive_cabinet: null,
  office: { pid: 'off_1', name: 'دفتر وکالت مریم احمدی' },
  lawyers: [{ pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی', role: 'owner' }],
  clients: [
    {
      pid: client.pid,
      first_name: 'علی',
      last_name: 'رضایی',
      national_code: client.national_code,
      mobile: client.mobile,
    },
  ],
  documents_count: 1,
  access: 'owner',
  permissions: rolePermissions.lawyer,
  created_by: null,
  updated_by: null,
  created_at: '2025-03-21T08:30:00Z',
  updated_at: '2025-03-22T08:30:00Z',
};

export const pdfDocument: Document = {
  pid: 'doc_1',
  file_type: 'document',
  name: 'dadkhast.pdf',
  size: 2_500_000,
  mime_type: 'application/pdf',
  url: '/api/lawyer-office/v1/documents/doc_1/download/',
  case: { pid: caseItem.pid, title: caseItem.title },
  title: 'دادخواست',
  visible_to_client: true,
  shared_with_co_counsel: false,
  from_client: false,
  uploaded_by: { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی' },
  created_at: '2025-03-22T08:30:00Z',
};

/** For the first look at a lazily loaded page: its module may still be compiling. */
export const SLOW = { timeout: 5000 };

/** A page of results as the API sends it. */
export function pageOf<T>(results: T[]) {
  return { result: { count: results.length, next: null, previous: null, results } };
}

/** Signs in as `profile` and answers the profile and the permission map. */
export function signInAs(profile: Profile = lawyerProfile) {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })),
    http.get('/api/permissions/v1/role-permissions/', () => HttpResponse.json({ result: rolePermissions })),
  );
}
