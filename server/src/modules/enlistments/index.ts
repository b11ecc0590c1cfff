import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { VersionedAnswers } from '../../http/versionedAnswers';
import type { ModuleDeps } from '../deps';
import enlistmentsRoutes from './routes';
import { type EnlistmentsDeps, type EnlistmentsService, createEnlistmentsService } from './service';
import { scheduleNegotiationSweep } from './sweep';

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
    now: () => deps.clock.now(),
    answers: deps.answers,
  });
}

/**
 * The negotiation's sweep on every server (its lock lets one run at a time; product.md §4.21):
 * unanswered requests expire at their deadline, waiting thread messages are emailed together.
 */
export const scheduleNegotiation = (
  database: Pick<DatabaseHandle, 'exclusively'>,
  deps: ModuleDeps & Pick<EnlistmentsDeps, 'notify'>,
) =>
  scheduleNegotiationSweep(
    database,
    { db: deps.db, clock: deps.clock, outbox: deps.outbox, publicUrl: deps.config.publicUrl, notify: deps.notify },
    deps.log,
  );
