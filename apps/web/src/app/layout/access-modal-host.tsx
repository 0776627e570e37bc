import { lazy, Suspense } from 'react';
import { useAccessModal } from '../../features/access/hooks/use-access-modal.ts';

// Most visits never open it: its code loads only when the URL asks for the modal.
const ConnectedAccessModal = lazy(async () => ({
  default: (await import('./connected-access-modal.tsx')).ConnectedAccessModal,
}));

/** Mounted once in the layout; loads and fetches nothing until `?modal=` names the access modal. */
export function AccessModalHost() {
  const { open } = useAccessModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedAccessModal />
    </Suspense>
  );
}
