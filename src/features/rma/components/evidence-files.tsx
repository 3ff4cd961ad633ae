import { useRef, useState } from 'react';
import { Button, FileButton, Text } from '@mantine/core';
import { EVIDENCE_TYPES, evidenceFileProblem } from '../../../shared/schemas/rma';
import { useField } from '../../../components/form/use-field';
import { ACTIONS, HINTS } from '../texts';
import type { RmaFormValues } from '../model';
import { FileNotice } from './file-notice';
import { FileRow } from './file-row';
import classes from './rma-form.module.css';

type FilesName = `products.${number}.files`;

/** The evidence of one product line: files are added and removed one by one; refused ones are named. */
export function EvidenceFiles({ index }: { index: number }) {
  const { field, change } = useField<RmaFormValues, FilesName>(`products.${index}.files`);
  const [notices, setNotices] = useState<string[]>([]);
  const resetInput = useRef<() => void>(null);
  const files = field.value;

  const add = (picked: File[]) => {
    resetInput.current?.();
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of picked) {
      const problem = evidenceFileProblem(file);
      if (problem) refused.push(problem);
      else accepted.push(file);
    }
    setNotices(refused);
    if (accepted.length) change([...files, ...accepted]);
  };

  return (
    <div className={classes.submitArea}>
      <Text size="sm" c="dimmed">
        {HINTS.evidence}
      </Text>
      {files.length > 0 && (
        <ul className={classes.fileList}>
          {files.map((file, position) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${position}`}>
              <FileRow file={file} onRemove={() => change(files.filter((_, other) => other !== position))} />
            </li>
          ))}
        </ul>
      )}
      <FileButton multiple accept={EVIDENCE_TYPES.join(',')} onChange={add} resetRef={resetInput}>
        {(props) => (
          <Button {...props} variant="light" size="sm">
            {ACTIONS.addFiles}
          </Button>
        )}
      </FileButton>
      <FileNotice messages={notices} onClose={() => setNotices([])} />
    </div>
  );
}
