import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useFormWithResolver, type ZodForm, type ZodFormOptions, type ZodFormSchema } from './zod-form-base';

export type { FieldBinding, FormValuesOf, ZodForm, ZodFormSchema } from './zod-form-base';

/**
 * Forms checked by the shared zod schemas (shared/schemas), the very rules the server applies:
 *
 *   const form = useZodForm(registerFormSchema, { defaultValues });
 *   <TextField label="Email" {...form.field('email')} />
 *
 * Every field shows its own error under it with `aria-invalid` set (the field components in
 * components/ui take `register` and `error`), and a submit with errors moves focus to the first
 * wrong field, in the order the fields were rendered. Submitted values are the schema's output
 * (trimmed, lower-cased e-mail, ...). While filled in, the form holds the schema's input with its
 * choices widened to string (`FormValuesOf<S>`): a select starts at '' and the schema names what
 * is missing, with no cast. Every form of the app is one of these (or useLazyZodForm); no
 * `useState` + hand checks beside a schema. Import this only from lazily loaded pages: zod stays out of
 * the first load of `/`. A pre-rendered page loads its schema when the form is used instead
 * (use-lazy-zod-form.ts).
 */
export function useZodForm<S extends ZodFormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodForm<S> {
  return useFormWithResolver<S>(zodResolver(schema as never) as Resolver<FieldValues>, options);
}
