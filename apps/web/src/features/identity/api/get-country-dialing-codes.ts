import type { CountryDialingCode } from '@openlobby/contract/identity/codes';
import { identityPaths } from '@openlobby/contract/identity/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** `GET /wps/system/countryDialingCodes`: the country codes a mobile number may use. */
export function getCountryDialingCodes(): Promise<CountryDialingCode[]> {
  return apiGet<CountryDialingCode[]>(identityPaths.countryDialingCodes);
}

export const countryDialingCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countryDialingCodes'],
    queryFn: getCountryDialingCodes,
    staleTime: Infinity,
  });

/** Spec §7: the country code list is fetched when the login form loads. */
export function useCountryDialingCodes() {
  return useQuery(countryDialingCodesQueryOptions());
}
