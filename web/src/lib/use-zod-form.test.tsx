// @vitest-environment happy-dom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { emailSchema } from '@shared/schemas/accounts';
import { SelectField } from '@web/components/ui/choice-fields';
import { LiveForm } from '@web/components/ui/live-form';
import { PasswordField } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { useLazyZodForm } from './use-lazy-zod-form';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  email: emailSchema,
  password: z.string().min(8, 'Password must be at least 8 characters.'),
  size: z.enum(['Small', 'Large'], { error: 'Please choose a size.' }),
});

function SignUp({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', email: '', password: '', size: '' } });
  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
      <SelectField label="Size" options={['Small', 'Large']} {...form.field('size')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <SignUp onValid={onValid} />
    </ChakraProvider>,
  );
  const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;
  const type = (label: string, value: string) =>
    act(async () => void fireEvent.change(input(label), { target: { value } }));
  const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
  return { onValid, input, type, submit };
}

it('shows each wrong field its own error, from the schema', async () => {
  const { submit, type } = renderForm();
  await type('Email', 'not-an-address');
  await type('Password', 'short');
  await submit();
  expect(screen.getByText('Name is required.')).toBeTruthy();
  expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
  expect(screen.getByText('Please choose a size.')).toBeTruthy();
});

it('sets aria-invalid on the wrong fields only, and clears it once a field is fixed', async () => {
  const { submit, type, input } = renderForm();
  await type('Email', 'ana@example.ph');
  await submit();
  expect(input('Name').getAttribute('aria-invalid')).toBe('true');
  expect(input('Password').getAttribute('aria-invalid')).toBe('true');
  expect(input('Size').getAttribute('aria-invalid')).toBe('true');
  expect(input('Email').getAttribute('aria-invalid')).toBeNull();

  await type('Name', 'Ana');
  await vi.waitFor(() => expect(input('Name').getAttribute('aria-invalid')).toBeNull());
  expect(screen.queryByText('Name is required.')).toBeNull();
});

it('ties each error to its field, so it is read with it', async () => {
  const { submit, input } = renderForm();
  await submit();
  for (const [label, message] of [
    ['Name', 'Name is required.'],
    ['Password', 'Password must be at least 8 characters.'],
    ['Size', 'Please choose a size.'],
  ]) {
    const describedBy = input(label!).getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
  }
});

it('moves the focus to the first wrong field on submit', async () => {
  const { submit, type, input } = renderForm();
  await type('Name', 'Ana');
  await type('Email', 'ana@example');
  await submit();
  expect(document.activeElement).toBe(input('Email'));

  await type('Email', 'ana@example.ph');
  await submit();
  expect(document.activeElement).toBe(input('Password'));
});

it('hands the schema output to the submit handler once every field is right', async () => {
  const { submit, type, onValid } = renderForm();
  await type('Name', '  Ana  ');
  await type('Email', 'Ana@Example.PH');
  await type('Password', 'long-enough');
  await type('Size', 'Large');
  await submit();
  expect(onValid).toHaveBeenCalledTimes(1);
  expect(onValid.mock.calls[0]![0]).toEqual({
    name: 'Ana',
    email: 'ana@example.ph',
    password: 'long-enough',
    size: 'Large',
  });
  expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
});

describe('with a schema given lazily (a pre-rendered page)', () => {
  function LazyForm({
    load,
    onValid,
  }: {
    load: () => Promise<typeof schema>;
    onValid: (values: z.output<typeof schema>) => void;
  }) {
    const form = useLazyZodForm(load, { defaultValues: { name: '', email: '', password: '', size: '' } });
    return (
      <LiveForm onSubmit={(e) => void form.handleSubmit(onValid)(e)} onIntent={form.prepare}>
        <TextField label="Name" {...form.field('name')} />
        <TextField label="Email" type="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <SelectField label="Size" options={['Small', 'Large']} {...form.field('size')} />
        <button type="submit">Send</button>
      </LiveForm>
    );
  }

  function renderLazy() {
    const load = vi.fn(() => Promise.resolve(schema));
    const onValid = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <LazyForm load={load} onValid={onValid} />
      </ChakraProvider>,
    );
    return { load, onValid };
  }

  it('loads the schema at the first focus on the form, not with the page, and once', async () => {
    const { load } = renderLazy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => void fireEvent.focus(screen.getByLabelText('Name', { selector: 'input' })));
    await act(async () => void fireEvent.focus(screen.getByLabelText('Email', { selector: 'input' })));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks with the loaded schema: errors under the fields, and the schema output when valid', async () => {
    const { load, onValid } = renderLazy();
    // Submitted before any focus: the check itself loads the schema.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    const type = (label: string, value: string) =>
      act(
        async () =>
          void fireEvent.change(screen.getByLabelText(label, { selector: 'input, select' }), { target: { value } }),
      );
    await type('Name', ' Ana ');
    await type('Email', 'Ana@Example.PH');
    await type('Password', 'long-enough');
    await type('Size', 'Small');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: 'Ana',
      email: 'ana@example.ph',
      password: 'long-enough',
      size: 'Small',
    });
  });

  it('asks again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const onValid = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <LazyForm load={load} onValid={onValid} />
      </ChakraProvider>,
    );
    await act(async () => void fireEvent.focus(screen.getByLabelText('Name', { selector: 'input' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Name is required.')).toBeTruthy();
  });
});
