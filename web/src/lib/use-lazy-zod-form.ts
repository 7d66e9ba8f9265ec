import { useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useFormWithResolver, type ZodForm, type ZodFormOptions, type ZodFormSchema } from './zod-form-base';

/**
 * useZodForm (use-zod-form.ts) for a pre-rendered page: the schema comes from a loader, and it and
 * zod load only once someone starts on the form, not with the page (~40 kB on a phone's first
 * visit, and their start-up work in the middle of the page's).
 *
 *   const form = useLazyZodForm(() => import('../form-schemas').then((m) => m.loginFormSchema), { defaultValues });
 *   <LiveForm onSubmit={...} onIntent={form.prepare}>
 *
 * `prepare` (LiveForm calls it at the first focus or touch) starts the loading; a check before it
 * is done waits for it. A failed load is tried again at the next check, whose submit then fails.
 */
export function useLazyZodForm<S extends ZodFormSchema>(
  load: () => Promise<S>,
  options: ZodFormOptions<S> = {},
): ZodForm<S> & { prepare: () => void } {
  const [lazy] = useState(() => lazyResolver(load));
  const form = useFormWithResolver<S>(lazy.resolver, options);
  return { ...form, prepare: lazy.prepare };
}

function lazyResolver(load: () => Promise<ZodFormSchema>): { resolver: Resolver<FieldValues>; prepare: () => void } {
  let loading: Promise<Resolver<FieldValues>> | undefined;
  const loaded = () => {
    if (!loading) {
      loading = Promise.all([load(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as never) as Resolver<FieldValues>,
      );
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  return { resolver: async (...args) => (await loaded())(...args), prepare: () => void loaded() };
}
