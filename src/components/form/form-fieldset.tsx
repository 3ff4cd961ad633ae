import type { ReactNode } from 'react';
import classes from './form-fieldset.module.css';

/**
 * A form's fields and button, locked together while a submission is sending and while one just
 * taken still shows its values (the same lead must not go twice). A disabled fieldset disables
 * every control inside it natively, the submit button included.
 */
export function FormFieldset({ locked, children }: { locked: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={locked} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
