// The guard of the owner's own routes (API keys, settings, notification providers and their tests): any other caller
// is answered 403 forbidden with the route's reason. Registered as a plugin's onRequest hook, it covers that plugin's
// routes only (Fastify encapsulation).
import type { FastifyRequest } from 'fastify';
import { msg } from '../i18n/message.js';
import { AppError } from '../shared/errors.js';

/** The onRequest hook refusing every caller but the owner, with `detail` (a catalogue key) as the reason. */
export const ownerOnly =
  (detail: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.principal.kind !== 'owner') throw new AppError('forbidden', msg(detail));
  };
