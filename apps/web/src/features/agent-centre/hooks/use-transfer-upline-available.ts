import { useTransferUplineInfo } from '../api/get-transfer-upline-info';

/**
 * Whether the member centre lists transferUpline (spec §2): only for a member with an
 * upline, while the operator allows transfers to it. False until the server has said.
 */
export function useTransferUplineAvailable(): boolean {
  const info = useTransferUplineInfo().data;
  return Boolean(info && info.uplineAccount !== null && info.allowed);
}
