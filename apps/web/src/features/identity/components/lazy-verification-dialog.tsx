import { lazy, Suspense, type ComponentProps } from 'react';
import type { VerificationDialog as Dialog } from './verification-dialog';

const VerificationDialog = lazy(() =>
  import('./verification-dialog').then((m) => ({ default: m.VerificationDialog })),
);

/**
 * The new-IP verification step, fetched only when the server asks for one (P1: most logins
 * never need it, so its form and strings stay out of the login popup's chunk).
 */
export function LazyVerificationDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.challenge) return null;
  return (
    <Suspense fallback={null}>
      <VerificationDialog {...props} />
    </Suspense>
  );
}
