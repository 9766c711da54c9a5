import { describe, expect, it } from 'vitest';
import { groupedSheba } from './sheba';

describe('a Sheba as a bank card prints it', () => {
  it('is in groups of four, Latin digits and capitals, whatever spacing it was typed with', () => {
    expect(groupedSheba('ir82 0540102680020817909002')).toBe('IR82 0540 1026 8002 0817 9090 02');
  });
});
