import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useRenderedDefaults } from './rendered-defaults';

type LazySchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * useSchemaForm (./use-schema-form.ts) for a page whose form is its first screen: the same
 * shared zod schema, the same messages and the same on-blur-then-on-change checks, but zod and
 * the resolver are fetched after hydration instead of with the page, so the page is usable
 * sooner on a phone (zod is most of a form page's JavaScript). A check that comes before they
 * arrive waits for them. `loadSchema` must keep its identity (useCallback). Its `register` renders
 * each field's starting text into the HTML, as useSchemaForm's does.
 */
export function useLazySchemaForm<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodType<unknown, FieldValues>>,
  options?: LazySchemaFormOptions<Input, Output>,
): UseFormReturn<Input, unknown, Output> {
  const resolver = useMemo(() => {
    let ready: Promise<Resolver<Input, unknown, Output>> | null = null;
    const load = () =>
      (ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
        ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      ));
    const lazy: Resolver<Input, unknown, Output> = async (values, context, resolverOptions) =>
      (await load())(values, context, resolverOptions);
    return { lazy, load };
  }, [loadSchema]);

  // Fetched as soon as the page is interactive, so the first check rarely has to wait.
  useEffect(() => {
    void resolver.load();
  }, [resolver]);

  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: resolver.lazy,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  return useRenderedDefaults(form, options?.defaultValues);
}
