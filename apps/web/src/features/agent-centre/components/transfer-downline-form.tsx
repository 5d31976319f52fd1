import type { Downline } from '@openlobby/contract/agent/schemas';
import { useTranslation } from 'react-i18next';
import { useTransferDownline } from '../api/transfer-downline';
import { TransferForm } from './transfer-form';

/** Money from the agent to a member of its team (spec §6), with the payment password. */
export function TransferDownlineForm({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const send = useTransferDownline();
  const title = t('agentCentre.transfer.title', { account: downline.account });
  return (
    <TransferForm
      texts="agentCentre.transfer"
      send={(input) => send.mutateAsync({ downlineId: downline.id, ...input })}
      pending={send.isPending}
      ariaLabel={title}
      heading={<h4>{title}</h4>}
    />
  );
}
