import { Anchor, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentRequest } from './model';
import { DOCUMENT_TEXT } from './texts';

interface SavedDocument {
  url: string;
  label: string;
}

/**
 * Whether a document opens on this device: fetched through the service worker, whose
 * cache-first route answers from the saved copy, or else fetches and keeps it. Read to the end,
 * so the copy is whole before it is offered.
 */
async function opensHere(url: string) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Once a document request has been sent or saved, its documents open from this device at once:
 * the e-mail with the links may take a while, and a grow room may have no signal. A notification
 * rather than the modal carries the offer, since the modal closes 2 s after success.
 */
export async function offerSavedDocuments(request: DocumentRequest, productName: string) {
  const wanted: SavedDocument[] = [
    { url: request.specSheetUrl ?? '', label: DOCUMENT_TEXT.openSpecSheet },
    { url: request.manualUrl ?? '', label: DOCUMENT_TEXT.openManual },
  ].filter(({ url }) => url.startsWith('/'));
  const ready = (await Promise.all(wanted.map(async (doc) => ((await opensHere(doc.url)) ? doc : null)))).filter(
    (doc): doc is SavedDocument => doc !== null,
  );
  if (ready.length === 0) return;
  notifications.show({
    title: DOCUMENT_TEXT.documentsReady(productName),
    color: 'green',
    autoClose: false,
    message: (
      <Stack gap={4} mt={4}>
        {ready.map(({ url, label }) => (
          <Anchor key={url} href={url} target="_blank" rel="noopener">
            {label}
          </Anchor>
        ))}
      </Stack>
    ),
  });
}
