import type { ModuleDeps } from '../deps';
import { type SheetsDeps, type SheetsService, createSheetsService } from './service';

export type { SheetsService };

/** The rules, send and PDF that time reports and car sheets share; built once and handed to both modules. */
export const createSheets = (deps: ModuleDeps & Pick<SheetsDeps, 'contextOf' | 'tierOf' | 'notify'>): SheetsService =>
  createSheetsService({
    db: deps.db,
    clock: deps.clock,
    outbox: deps.outbox,
    contextOf: deps.contextOf,
    tierOf: deps.tierOf,
    publicUrl: deps.config.publicUrl,
    notify: deps.notify,
  });
