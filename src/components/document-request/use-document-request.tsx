import { lazy, Suspense, useState } from 'react';
import type { DocumentRequest } from './model';

// The modal and its form load only when a visitor first asks for a document.
const DocumentRequestModal = lazy(() =>
  import('./document-request-modal').then((module) => ({ default: module.DocumentRequestModal })),
);

/**
 * Which document is being asked for, and the modal that asks for the visitor's details: every
 * page that offers documents opens the request through this.
 */
export function useDocumentRequest() {
  const [request, setRequest] = useState<DocumentRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (next: DocumentRequest) => {
    setRequest(next);
    setOpened(true);
  };
  const modal = request ? (
    <Suspense fallback={null}>
      <DocumentRequestModal opened={opened} onClose={() => setOpened(false)} request={request} />
    </Suspense>
  ) : null;
  return { open, modal };
}
