import { fromPromise } from 'xstate';
import type { LedgerEntry } from '../../../contract/credits';
import type { Page } from '../../../contract/envelope';
import { fetchLedger } from '../../api/credits';

/** The real actors, for machine.provide({ actors }). */
export const creditsLedgerActors = {
  fetchLedgerPage: fromPromise<Page<LedgerEntry>, { page: number; pageSize: number }>(({ input }) =>
    fetchLedger(input.page, input.pageSize),
  ),
};
