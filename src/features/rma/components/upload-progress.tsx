import { Progress } from '@mantine/core';
import { STATUS } from '../texts';

/** How far the upload of a return and its files has come. */
export default function UploadProgress({ className, fraction }: { className: string; fraction: number }) {
  return <Progress className={className} value={Math.round(fraction * 100)} aria-label={STATUS.uploading} />;
}
