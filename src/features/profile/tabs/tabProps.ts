import type { ApiFailure } from '../../../api/client';

/** What the wizard hands each tab's form. */
export interface TabProps<Data = unknown> {
  /** The tab's data from its Recupera call, with the lookups its form needs. */
  data: Data;
  /** True from the save request until its answer: the form is disabled meanwhile. */
  pending: boolean;
  failure: ApiFailure | null;
  /** Called once, on a valid submit, with the values to send to the Salva call. */
  onSubmit(values: unknown): void;
}
