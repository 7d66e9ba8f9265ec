import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldValues, type Path, type UseFormProps, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * Forms checked by the shared zod schemas (shared/schemas), the very rules the server applies:
 *
 *   const form = useZodForm(registerFormSchema, { defaultValues });
 *   <TextField label="Email" {...form.field('email')} />
 *
 * Every field shows its own error under it with `aria-invalid` set (the field components in
 * components/ui take `register` and `error`), and a submit with errors moves focus to the first
 * wrong field, in the order the fields were rendered. Submitted values are the schema's output
 * (trimmed, lower-cased e-mail, ...). Import this only from lazily loaded pages: zod stays out of
 * the first load of `/`.
 */
export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FieldBinding {
  register: UseFormRegisterReturn;
  /** The field's current error message, if any. */
  error: string | undefined;
}

export type ZodForm<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** What a field component takes to be bound to `name`: its registration and its error. */
  field: (name: Path<z.input<S>>) => FieldBinding;
};

export function useZodForm<S extends ZodFormSchema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    // Once a submit has shown an error, it goes away as soon as the field is right.
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const field = (name: Path<z.input<S>>): FieldBinding => ({
    register: form.register(name),
    error: errorMessage(get(form.formState.errors, name)),
  });
  return { ...form, field };
}

/** The message of a field's error; an array field's own error or its first item's. */
function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  if (typeof root?.message === 'string' && root.message) return root.message;
  if (Array.isArray(error)) for (const item of error) if (errorMessage(item)) return errorMessage(item);
  return undefined;
}
