import { identityPaths } from '@openlobby/contract/identity/paths';
import { apiSend } from '../../../lib/api-client';

/** `POST /wps/verification/slider`: the drag's end and trail; a solved puzzle's token. */
export function answerSlider(body: {
  challengeId: string;
  x: number;
  trail: { x: number; t: number }[];
}): Promise<{ sliderToken: string }> {
  return apiSend('POST', identityPaths.slider, body);
}
