/** The common path of the four data lookups: transaction_id uniqueness, billing (invalid input included), sandbox. */
import type { FastifyRequest } from 'fastify';
import type { Services } from '../../composition.js';
import type { Lookups } from '../../lookups/registry.js';
import { ProductNotAvailable } from '../../resolve/errors.js';

export async function runLookup<T extends object>(
  services: Services,
  request: FastifyRequest,
  operation: keyof Lookups,
  transactionId: string,
  input: string,
  sandbox: (input: string) => T,
): Promise<T> {
  const live = services.lookups[operation] as ((input: string) => Promise<T>) | undefined;
  if (request.caller.key.environment === 'live' && !live) throw new ProductNotAvailable(operation);
  const { body } = await services.resolve.simple(
    operation,
    request.caller,
    { transactionId },
    async (env) => (env === 'live' && live ? live(input) : sandbox(input)),
    [],
  );
  return body;
}
