import type { FastifyInstance } from 'fastify';
import type { VersionedAnswers } from '../../http/versionedAnswers';
import type { ModuleDeps } from '../deps';
import enlistmentsRoutes from './routes';
import { type EnlistmentsDeps, type EnlistmentsService, createEnlistmentsService } from './service';

export type { EnlistmentsService };

/** The engagements service: profile (booked days, who engaged whom), jobs and the daily records ask it. */
export const createEnlistments = (
  deps: ModuleDeps & Pick<EnlistmentsDeps, 'catalogue' | 'nameIn' | 'placesOf' | 'tierOf' | 'notify'>,
): EnlistmentsService =>
  createEnlistmentsService({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    publicUrl: deps.config.publicUrl,
    catalogue: deps.catalogue,
    nameIn: deps.nameIn,
    placesOf: deps.placesOf,
    tierOf: deps.tierOf,
    notify: deps.notify,
  });

/** The enlistments module: the worker's and the client's side of engagements. */
export default async function enlistmentsModule(
  app: FastifyInstance,
  deps: ModuleDeps & { enlistments: EnlistmentsService; answers: VersionedAnswers },
) {
  await app.register(enlistmentsRoutes, {
    service: deps.enlistments,
    today: () => deps.clock.today(),
    answers: deps.answers,
  });
}
