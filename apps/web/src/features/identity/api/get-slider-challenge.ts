import type { SliderChallenge, SliderChannel } from '@openlobby/contract/identity/human-check';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/verification/slider`: a slider puzzle for one channel. */
export function getSliderChallenge(channel: SliderChannel): Promise<SliderChallenge> {
  return apiGet<SliderChallenge>(identityPaths.slider, { query: { channel } });
}
