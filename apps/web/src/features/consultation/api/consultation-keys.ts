import type { ConsultantSpecialty, ConsultationStatus } from '@vakilyar/contract';

export interface ConsultantFilters {
  search?: string;
  specialty?: ConsultantSpecialty;
  available?: 'true';
  page: number;
}

export interface ConsultationFilters {
  status?: ConsultationStatus;
  page: number;
  /** `?ordering=`: created_at, scheduled_at, fee or status, `-` in front for descending. */
  ordering?: string;
}

/** Query keys of consultants, consultations and the consultant's settings. */
export const consultationKeys = {
  all: ['consultation'] as const,
  consultants: (filters: ConsultantFilters) => ['consultation', 'consultants', filters] as const,
  consultant: (pid: string) => ['consultation', 'consultant', pid] as const,
  consultations: ['consultation', 'consultations'] as const,
  list: (filters: ConsultationFilters) => ['consultation', 'consultations', 'list', filters] as const,
  detail: (pid: string) => ['consultation', 'consultations', 'detail', pid] as const,
  pending: ['consultation', 'consultations', 'pending'] as const,
  settings: ['consultation', 'settings'] as const,
};
