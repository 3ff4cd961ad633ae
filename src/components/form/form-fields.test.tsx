import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { PhoneField } from './phone-field';
import { RegionFields } from './region-fields';
import type { RegionKeyedOn, RegionValues } from './region';
import { TextField } from './text-field';
import { useErrorClearedOnChange } from './use-error-cleared-on-change';
import { choose, renderWithMantine } from './test-utils';

interface Values {
  fullName: string;
  phone: string;
  country: string;
  state: string;
}

function Harness({ keyedOn = 'United States', values = 'name', onValid = () => {} }: { keyedOn?: RegionKeyedOn; values?: RegionValues; onValid?: (v: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { fullName: '', phone: '', country: 'United States', state: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  useErrorClearedOnChange(form);
  const validate = (v: Values) => {
    if (!v.fullName.trim()) form.setError('fullName', { message: 'Full name is required' });
    if (!v.state) form.setError('state', { message: 'State is required' });
    if (v.fullName.trim() && v.state) onValid(v);
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(validate)} noValidate>
        <TextField<Values> name="fullName" label="Full name" />
        <PhoneField<Values> name="phone" label="Phone" countryName="country" />
        <RegionFields<Values> countryName="country" stateName="state" keyedOn={keyedOn} values={values} />
        <Button type="submit">SEND</Button>
      </form>
    </FormProvider>
  );
}

describe('form fields', () => {
  it('shows an error under the field, wired to it, and clears it when the field changes', async () => {
    const { user } = renderWithMantine(<Harness />);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    const input = screen.getByRole('textbox', { name: 'Full name' });
    const message = await screen.findByText('Full name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);

    await user.type(input, 'J');
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    // Still invalid state errors are not re-run while typing elsewhere.
    expect(screen.getByText('State is required')).toBeInTheDocument();
  });

  it('switches State and Province with the country and empties the chosen state', async () => {
    const onValid = vi.fn();
    const { user } = renderWithMantine(<Harness onValid={onValid} />);
    await choose(user, 'State', 'California');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('California');

    await choose(user, 'Country', 'Canada');
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(province).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    await choose(user, 'Province', 'British Columbia');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ country: 'Canada', state: 'British Columbia' }));
  });

  it('stores two-letter codes when asked to', async () => {
    const onValid = vi.fn();
    const { user } = renderWithMantine(<Harness values="code" onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jo');
    await choose(user, 'State', 'Texas');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ state: 'TX' }));
  });

  it('clears a state error when the country changes', async () => {
    const { user } = renderWithMantine(<Harness />);
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    await choose(user, 'Country', 'Canada');
    expect(screen.queryByText('State is required')).not.toBeInTheDocument();
  });

  it('shows +1 with the flag of the chosen country beside the phone', async () => {
    const { user } = renderWithMantine(<Harness />);
    const prefix = screen.getByTestId('phone-prefix');
    expect(prefix).toHaveTextContent('+1');
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    await choose(user, 'Country', 'Canada');
    expect(screen.getByRole('img', { name: 'Canada flag' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'United States flag' })).not.toBeInTheDocument();
  });
});

describe('CheckboxField', () => {
  interface Consent {
    subscribe: boolean;
  }
  function ConsentForm({ onValid }: { onValid: (values: Consent) => void }) {
    const form = useForm<Consent>({ defaultValues: { subscribe: false } });
    return (
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(onValid)}>
          <CheckboxField<Consent> name="subscribe" label="Subscribe to the newsletter" />
          <Button type="submit">SEND</Button>
        </form>
      </FormProvider>
    );
  }

  it('binds a boolean', async () => {
    const onValid = vi.fn();
    const { user } = renderWithMantine(<ConsentForm onValid={onValid} />);
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(onValid).toHaveBeenCalledWith({ subscribe: true }, expect.anything());
  });
});
