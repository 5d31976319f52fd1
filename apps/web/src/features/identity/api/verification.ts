import type {
  CaptchaValue,
  SliderChallenge,
  SliderChannel,
} from '@openlobby/contract/identity/human-check';
import type { CountryDialingCode, SmsSentValue } from '@openlobby/contract/identity/codes';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export function getSliderChallenge(channel: SliderChannel): Promise<SliderChallenge> {
  return apiGet<SliderChallenge>(identityPaths.slider, { query: { channel } });
}

export function answerSlider(body: {
  challengeId: string;
  x: number;
  trail: { x: number; t: number }[];
}): Promise<{ sliderToken: string }> {
  return apiSend('POST', identityPaths.slider, body);
}

export function getCaptcha(): Promise<CaptchaValue> {
  return apiGet<CaptchaValue>(identityPaths.captcha);
}

export type MobileNumber = { mobileNum: string; countryDialingCode: string };

export function sendLoginCode(
  body: MobileNumber & { purpose: 'login' | 'resetPassword'; sliderToken: string },
): Promise<SmsSentValue> {
  return apiSend<SmsSentValue>('POST', identityPaths.smsNoLogin, body);
}

export function sendRegisterCode(
  body: MobileNumber & { sliderToken: string },
): Promise<SmsSentValue> {
  return apiSend<SmsSentValue>('POST', identityPaths.smsRegister, body);
}

/** Spec §7: the country code list is fetched when the login form loads. */
export function useCountryDialingCodes() {
  return useQuery({
    queryKey: ['system', 'countryDialingCodes'],
    queryFn: () => apiGet<CountryDialingCode[]>(identityPaths.countryDialingCodes),
    staleTime: Infinity,
  });
}
