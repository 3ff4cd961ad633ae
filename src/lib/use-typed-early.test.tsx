import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTypedEarly } from './use-typed-early';

/** A controlled field, as the forms and the header's search have them. */
function Field({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onValue(next);
  };
  const ref = useTypedEarly<HTMLInputElement>(change);
  return <input ref={ref} aria-label="First name" value={value} onChange={(event) => change(event.currentTarget.value)} />;
}

/** Renders on the "server", lets the visitor type into the HTML, then hydrates. */
async function typeThenHydrate(typed: string | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field onValue={() => {}} />);
  const input = container.querySelector('input')!;
  if (typed !== null) input.value = typed;
  const values: string[] = [];
  await act(async () => {
    hydrateRoot(container, <Field onValue={(value) => values.push(value)} />);
  });
  return { input, values };
}

describe('a field typed into before the page has hydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps the typed text on screen and in the state the form sends', async () => {
    const { input, values } = await typeThenHydrate('Jane');
    expect(values).toEqual(['Jane']);
    expect(input.value).toBe('Jane');
  });

  it('leaves a field nobody typed into as the server wrote it', async () => {
    const { input, values } = await typeThenHydrate(null);
    expect(values).toEqual([]);
    expect(input.value).toBe('');
  });
});
