import type { Case } from '@vakilyar/contract';
import { useFeeSettings } from '../api/fee-settings';

/**
 * Whether the case page shows «مالی پرونده»: to the office's lawyer; to a secretary only when the lawyer let
 * secretaries record payments; never to a co-counsel of another office or a client.
 */
export function useShowsFeesTab(item: Pick<Case, 'access'>): boolean {
  const settings = useFeeSettings(item.access === 'secretary');
  if (item.access === 'owner') return true;
  return item.access === 'secretary' && settings.data?.secretaries_may_record === true;
}
