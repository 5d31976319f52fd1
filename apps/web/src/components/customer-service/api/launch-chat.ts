import { contentPaths } from '@openlobby/contract/content/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/relay/CBS_launchChat` (no token): the address of the operator's chat. */
export function launchChat(modelId: string): Promise<{ url: string }> {
  return apiSend<{ url: string }>('POST', contentPaths.launchChat, { modelId });
}
