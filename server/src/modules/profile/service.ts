import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { TierOf } from '../../plugins/tier';
import type { UserFiles } from '../../storage/userFiles';
import type { DomainService } from '../domain/service';
import { createProfileFiles } from './files';
import { type EngagedWith, createPublicProfile } from './publicProfile';
import { type BookedDays, createProfileReads } from './reads';
import { createTabStore } from './tabs';
import type { DecodeQueue } from './uploads';

export interface ProfileDeps {
  db: Database;
  domain: DomainService;
  files: UserFiles;
  clock: Clock;
  /** The days from `from` to `to` the user's accepted engagements take (the enlistments module answers). */
  bookedDays: BookedDays;
  /** The viewer's subscription tier: other people's cards are for Master clients. */
  tierOf: TierOf;
  /** Whether a client has an accepted engagement with a worker: then the card shows phone and email. */
  engagedWith: EngagedWith;
  /** Where uploaded pictures wait their turn to be decoded. */
  decodeQueue: DecodeQueue;
}

/**
 * The profile module's three parts, composed: the tab store (tabs.ts: the wizard's nine tabs and
 * the workflow), the public profile (publicProfile.ts: RecuperaProfilo and who may see whose
 * profile) and the files (files.ts: photo and documents). The routes call them through this object.
 */
export function createProfileService(deps: ProfileDeps) {
  const { db, domain, clock } = deps;
  const reads = createProfileReads({ db, clock, bookedDays: deps.bookedDays });
  const publicProfile = createPublicProfile({ db, domain, reads, tierOf: deps.tierOf, engagedWith: deps.engagedWith });
  const files = createProfileFiles({
    db,
    files: deps.files,
    clock,
    mayView: publicProfile.mayView,
    decodeQueue: deps.decodeQueue,
  });
  const tabs = createTabStore({ db, domain, clock, reads, documentsOf: files.documentsOf });
  return {
    ...tabs,
    viewProfile: publicProfile.viewProfile,
    savePhoto: files.savePhoto,
    photo: files.photo,
    saveDocuments: files.saveDocuments,
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
