import { useEffect } from 'react';
import { registerServiceWorker } from '../../lib/pwa/register-service-worker';

/** Installs the lite app's service worker once the shell is up (spec §2 /down). */
export function ServiceWorkerRegistration() {
  useEffect(registerServiceWorker, []);
  return null;
}
