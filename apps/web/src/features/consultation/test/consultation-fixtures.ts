import type { ConsultantProfile, ConsultantSettings, Consultation } from '@vakilyar/contract';
import { clientUser, consultantUser } from '@/features/chat/test/chat-fixtures';

/** Test data of the consultation screens, between the chat fixtures' client and consultant. */
export const consultant: ConsultantProfile = {
  pid: consultantUser.pid,
  first_name: consultantUser.first_name,
  last_name: consultantUser.last_name,
  full_name: 'سارا محمدی نیک',
  bio: 'وکیل پایه یک دادگستری با تمرکز بر دعاوی خانواده.',
  specialties: ['family', 'contracts'],
  years_of_experience: 12,
  is_available: true,
  chat_fee: 50,
  consultation_fee: 120,
  default_time_limit_minutes: 30,
  rating_average: 4.5,
  rating_count: 18,
  completed_count: 64,
};

export const busyConsultant: ConsultantProfile = {
  ...consultant,
  pid: 'usr_busy',
  first_name: 'رضا',
  last_name: 'کریمی',
  full_name: 'رضا کریمی',
  specialties: ['criminal'],
  is_available: false,
  rating_average: null,
  rating_count: 0,
};

export const consultation: Consultation = {
  pid: 'con_1',
  status: 'pending',
  status_label: 'در انتظار پاسخ مشاور',
  kind: 'phone',
  kind_label: 'تلفنی',
  client: clientUser,
  consultant: consultantUser,
  my_role: 'client',
  subject: 'مطالبه مهریه',
  description: 'همسرم از پرداخت مهریه خودداری می‌کند؛ چه باید بکنم؟',
  preferred_times: [],
  fee: 120,
  scheduled_at: null,
  response_message: null,
  responded_at: null,
  expires_at: '2025-03-23T08:30:00Z',
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  rating: null,
  rating_comment: null,
  payout_due_at: null,
  payout_status: null,
  dispute_reason: null,
  disputed_at: null,
  settlement: null,
  settled_at: null,
  can_rate: false,
  can_dispute: false,
  created_at: '2025-03-21T08:30:00Z',
  updated_at: '2025-03-21T08:30:00Z',
};

export const completedConsultation: Consultation = {
  ...consultation,
  status: 'completed',
  status_label: 'انجام‌شده',
  responded_at: '2025-03-21T09:00:00Z',
  completed_at: '2025-03-22T10:00:00Z',
  payout_due_at: '2025-03-24T10:00:00Z',
  payout_status: 'pending',
  expires_at: null,
  can_rate: true,
  can_dispute: true,
};

export const settings: ConsultantSettings = {
  is_available: true,
  chat_fee: 50,
  consultation_fee: 120,
  default_time_limit_minutes: 30,
  specialties: ['family'],
  bio: 'وکیل پایه یک دادگستری.',
  years_of_experience: 12,
  approval_status: 'approved',
  rejection_reason: null,
  is_published: true,
  updated_at: '2025-03-21T08:30:00Z',
};
