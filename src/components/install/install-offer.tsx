import { lazy, Suspense } from 'react';
import { useInstallOffer } from '../../lib/install-offer';

// Most visits have nothing to install from: the entry loads once the browser offers it.
const InstallEntry = lazy(() => import('./install-entry').then((module) => ({ default: module.InstallEntry })));

/**
 * The install entry, once this browser offers one (in a list item where it sits in a list). The
 * offer is read after hydration, so this, not the whole header or menu, renders again then.
 */
export function InstallOffer({ className, onChosen, listItem = false }: { className: string; onChosen?: () => void; listItem?: boolean }) {
  const installOffer = useInstallOffer();
  if (!installOffer) return null;
  const entry = (
    <Suspense fallback={null}>
      <InstallEntry className={className} onChosen={onChosen} />
    </Suspense>
  );
  return listItem ? <li>{entry}</li> : entry;
}
