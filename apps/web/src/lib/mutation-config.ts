import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * bulletproof-react's MutationConfig: what a feature adds to a shared mutation (its own cache
 * effects, navigation), everything but the call itself.
 */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
