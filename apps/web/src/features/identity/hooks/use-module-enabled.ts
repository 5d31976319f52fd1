import { isModuleEnabled } from '@openlobby/contract/whitelabel-tree';
import type { WhitelabelModuleId } from '@openlobby/contract/whitelabel';
import { useSystemStatus } from '../../../api/get-system-status';

/** Whether a white-label module (spec §6 "Feature flags") is on; false until status loads. */
export function useModuleEnabled(modId: WhitelabelModuleId): boolean {
  const { data } = useSystemStatus();
  return data ? isModuleEnabled(data.whitelabelVal, modId) : false;
}
