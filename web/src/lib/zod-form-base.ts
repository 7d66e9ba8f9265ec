import {
  get,
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';

/**
 * What useZodForm and useLazyZodForm share: react-hook-form set up the one way the app's forms
 * work, with a resolver each of them brings. No zod at run time here (types only), so a page that
 * loads its schema lazily (use-lazy-zod-form.ts) does not download zod with this.
 */
export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FieldBinding {
  register: UseFormRegisterReturn;
  /** The field's current error message, if any. */
  error: string | undefined;
}

/**
 * What a form holds while it is filled in: the schema's input with its choices widened to
 * `string`, so a select or a radio group may start empty ('') and the schema says what is missing.
 */
export type FormInput<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? FormInput<U>[]
    : T extends object
      ? { [K in keyof T]: FormInput<T[K]> }
      : T;

/** The values of a form checked by `S`, as its fields hold them. */
export type FormValuesOf<S extends ZodFormSchema> = FormInput<z.input<S>>;

export type ZodForm<S extends ZodFormSchema> = UseFormReturn<FormValuesOf<S>, unknown, z.output<S>> & {
  /** What a field component takes to be bound to `name`: its registration and its error. */
  field: (name: Path<FormValuesOf<S>>) => FieldBinding;
};

export type ZodFormOptions<S extends ZodFormSchema> = Omit<
  UseFormProps<FormValuesOf<S>, unknown, z.output<S>>,
  'resolver'
>;

export function useFormWithResolver<S extends ZodFormSchema>(
  resolver: Resolver<FieldValues>,
  options: ZodFormOptions<S>,
): ZodForm<S> {
  const form = useForm<FormValuesOf<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    // Once a submit has shown an error, it goes away as soon as the field is right.
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: resolver as never,
  });
  const field = (name: Path<FormValuesOf<S>>): FieldBinding => ({
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
