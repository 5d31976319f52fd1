import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@openlobby/contract/language';
import { startupRequests } from '@openlobby/contract/startup-requests';
import type { VendorCategory } from '@openlobby/contract/vendors';
import { apiGet } from '../lib/api-client';
import { storageKeys } from '../lib/storage-keys';
import { whenIdle } from '../lib/when-idle';
import { useSessionStore } from '../stores/session-store';

/** Spec §3: session storage caches vendors; a cached list is reused for this long. */
export const vendorCacheMaxAgeMs = 5 * 60_000;

type CachedVendors = { savedAt: number; value: VendorCategory[] };

function readCache(language: Language, now: number): VendorCategory[] | undefined {
  try {
    const raw = sessionStorage.getItem(storageKeys.vendors(language));
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as CachedVendors;
    const age = now - cached.savedAt;
    return age >= 0 && age < vendorCacheMaxAgeMs && Array.isArray(cached.value)
      ? cached.value
      : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(language: Language, value: VendorCategory[], now: number): void {
  try {
    const cached: CachedVendors = { savedAt: now, value };
    sessionStorage.setItem(storageKeys.vendors(language), JSON.stringify(cached));
  } catch {
    // A full or unavailable storage only costs a refetch next time.
  }
}

/** Vendor categories in display order, titles in `language` (spec §7 newGameVendor). */
export async function getVendorCategories(
  language: Language,
  signal?: AbortSignal,
): Promise<VendorCategory[]> {
  const cached = readCache(language, Date.now());
  if (cached) return cached;
  const { path, query } = startupRequests.vendorCategories(language);
  const value = await apiGet<VendorCategory[]>(path, {
    query,
    signal,
    schema: import.meta.env.DEV
      ? () => import('@openlobby/contract/vendors').then((m) => m.vendorCategoryListSchema)
      : undefined,
  });
  // Written once the page is idle: a first storage write costs tens of milliseconds on a
  // slow phone, and at start-up it would land in the first render's task (P2).
  const savedAt = Date.now();
  whenIdle(() => writeCache(language, value, savedAt), { timeoutMs: 5_000, fallbackMs: 0 });
  return value;
}

export const vendorCategoriesQueryOptions = (language: Language) =>
  queryOptions({
    // Titles come back in the requested language, so the language is part of the key.
    queryKey: ['vendorCategories', language] as const,
    queryFn: ({ signal }) => getVendorCategories(language, signal),
    staleTime: vendorCacheMaxAgeMs,
  });

export function useVendorCategories() {
  const language = useSessionStore((s) => s.language);
  return useQuery(vendorCategoriesQueryOptions(language));
}
