import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Cabinet } from '../api/list-cabinets';
import { CabinetList } from './cabinet-list';

const cabinet = {
  pid: 'cab_1',
  name: 'قفسه ۲',
  code: 'A-1',
  location: null,
  description: null,
  cases_count: 3,
} as unknown as Cabinet;

describe('the archive’s cabinets', () => {
  it('show a cabinet’s code as typed, «A-1», while counts are in Persian digits', () => {
    const router = createMemoryRouter([{ path: '/', element: <CabinetList cabinets={[cabinet]} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('کد \u2066A-1\u2069')).toBeInTheDocument();
    expect(screen.queryByText(/A-۱/)).toBeNull();
    expect(screen.getByText(/۳/)).toBeInTheDocument();
  });
});
