import { describe, expect, it } from 'vitest';
import { caseSearchRequest } from './list-cases';

describe('caseSearchRequest', () => {
  it('uses cases/ for the search box and the list filters, leaving out what is empty', () => {
    expect(
      caseSearchRequest({
        page: 2,
        page_size: 20,
        search: ' چک ',
        status: 'open',
        court: '',
        stage: undefined,
      }),
    ).toEqual({
      endpoint: '/lawyer-office/v1/cases/',
      params: { page: 2, page_size: 20, search: 'چک', status: 'open' },
    });
  });

  it('switches to advanced-search/ once a per-field match is set', () => {
    expect(
      caseSearchRequest({ page: 1, page_size: 20, client_first_name: 'علی', start_date_from: '2024-08-02' }),
    ).toEqual({
      endpoint: '/lawyer-office/v1/cases/advanced-search/',
      params: { page: 1, page_size: 20, client_first_name: 'علی', start_date_from: '2024-08-02' },
    });
  });

  it('keeps date ranges on cases/ when nothing else is advanced', () => {
    expect(caseSearchRequest({ page: 1, page_size: 20, created_from: '2025-01-01' }).endpoint).toBe(
      '/lawyer-office/v1/cases/',
    );
  });
});
