import { gamePaths } from '@openlobby/contract/games/paths';
import type { LaunchGameRequest, LaunchGameValue } from '@openlobby/contract/games/schemas';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/relay/GCS_gameLaunchFB` (T): the URL the game popup's iframe opens. */
export function launchGame(request: LaunchGameRequest): Promise<LaunchGameValue> {
  return apiSend<LaunchGameValue>('POST', gamePaths.launchGame, request);
}
