import { Button } from '@mantine/core';
import { formatBytes } from '../../../lib/format';
import { ACTIONS } from '../texts';
import classes from './rma-form.module.css';

/** A chosen file: its name, its size and a way to take it back. */
export function FileRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className={classes.fileRow}>
      <span className={classes.fileName}>{file.name}</span>
      <span className={classes.fileSize}>{formatBytes(file.size)}</span>
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={ACTIONS.removeFile(file.name)}>
        {ACTIONS.removeFileShort}
      </Button>
    </div>
  );
}
