import type { FastifyInstance } from 'fastify';
import type { DomainService } from '../domain/service';
import type { ModuleDeps } from '../deps';
import type { TierOf } from '../../plugins/tier';
import type { EngagedWith } from './publicProfile';
import type { BookedDays } from './reads';
import profileRoutes from './routes';
import { createProfileService } from './service';
import { createDecodeQueue } from './uploads';
import { createSlots } from '../../http/concurrency';
import path from 'node:path';

// The demo data (seedDemo) stores its photos as an upload would.
export { encodePhoto } from './uploads';

/** The profile module: the wizard's tabs, the public profile and the user's files. */
export default async function profileModule(
  app: FastifyInstance,
  deps: ModuleDeps & { domain: DomainService; bookedDays: BookedDays; tierOf: TierOf; engagedWith: EngagedWith },
) {
  const { config } = deps;
  const decodeQueue = createDecodeQueue(config.imageDecodesAtOnce);
  const service = createProfileService({
    db: deps.db,
    domain: deps.domain,
    files: deps.files,
    clock: deps.clock,
    bookedDays: deps.bookedDays,
    tierOf: deps.tierOf,
    engagedWith: deps.engagedWith,
    decodeQueue,
  });
  // Uploads received at once, per server and per user: each holds a connection and a temporary
  // file until its pictures are decoded; beyond these a quick 503 says to try again shortly.
  const uploadSlots = createSlots({ total: config.uploadsAtOnce, perKey: config.uploadsPerUser });
  await app.register(profileRoutes, { service, uploadSlots, temporaryDir: path.join(config.dataDir, 'tmp') });
}
