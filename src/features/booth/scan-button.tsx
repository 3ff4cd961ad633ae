import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { BOOTH_TEXT } from './texts';
import classes from './booth.module.css';

/** What the capture form needs of the browser's barcode detector (not yet in TypeScript's DOM types). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** How often the camera's picture is looked at for a code: quick to read, light on a tablet's battery. */
const LOOK_EVERY_MS = 250;

/** Whether this browser offers both a camera and a QR code detector; without them there is no Scan button. */
export function canScan(): boolean {
  return typeof window !== 'undefined' && 'BarcodeDetector' in window && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The camera's picture, looked at until a QR code shows; the camera stops when it closes. */
function Viewfinder({ onRead }: { onRead: (raw: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => stream?.getTracks().forEach((track) => track.stop());
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stop();
        const element = video.current!;
        element.srcObject = stream;
        await element.play().catch(() => {});
        const detector = new (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector({ formats: ['qr_code'] });
        const look = async () => {
          if (stopped) return;
          // A frame the camera has not drawn yet is not an error: the next look reads it.
          const codes = await detector.detect(element).catch(() => []);
          if (stopped) return;
          if (codes[0]) return read.current(codes[0].rawValue);
          timer = setTimeout(() => void look(), LOOK_EVERY_MS);
        };
        void look();
      } catch (cause) {
        console.error('The camera could not be opened', cause);
        if (!stopped) setError(BOOTH_TEXT.scanCamera);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop();
    };
  }, []);

  return (
    <Stack gap="sm">
      <Text>{BOOTH_TEXT.scanHint}</Text>
      <video ref={video} muted playsInline className={classes.viewfinder} aria-hidden="true" />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Scan: reads a badge's or a card's QR code with the camera and hands its text to the form. */
export function ScanButton({ onRead }: { onRead: (raw: string) => void }) {
  const [opened, setOpened] = useState(false);
  // Known only in the browser: the page renders there alone, but the check stays after mounting.
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(canScan()), []);
  if (!available) return null;
  return (
    <>
      <Button variant="light" size="md" onClick={() => setOpened(true)}>
        {BOOTH_TEXT.scan}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={BOOTH_TEXT.scanTitle} size="lg">
        {opened && (
          <Viewfinder
            onRead={(raw) => {
              setOpened(false);
              onRead(raw);
            }}
          />
        )}
        <Button variant="default" mt="md" onClick={() => setOpened(false)}>
          {BOOTH_TEXT.scanCancel}
        </Button>
      </Modal>
    </>
  );
}
