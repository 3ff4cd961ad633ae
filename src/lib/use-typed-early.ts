import { useEffect, useEffectEvent, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed the field from what the server wrote into it. */
function changedFromServer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Keeps what a visitor typed into a field of a page the server rendered, before the page's script
 * took it over. React leaves the typed text in place while it hydrates, but the component's state
 * still holds the value the page was rendered with, and its next render would write that back
 * (the visitor's entry erased, the form then calling the field empty). Returns a ref for the
 * field: once it has mounted, what the visitor typed is handed to `change`.
 */
export function useTypedEarly<E extends Field>(change: (typed: string) => void) {
  const ref = useRef<E>(null);
  const keepTyped = useEffectEvent(() => {
    const field = ref.current;
    if (field && changedFromServer(field)) change(field.value);
  });
  useEffect(() => keepTyped(), []);
  return ref;
}
