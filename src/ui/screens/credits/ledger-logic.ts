import { fromPromise } from 'xstate';
import type { LedgerEntry } from '../../../../contract/credits';
import type { Page } from '../../../../contract/envelope';
import { fetchLedger } from '../../../api/credits';
import { ApiError } from '../../../api/errors';

/** One page of the user's credit ledger. */
export const ledgerPageLogic = fromPromise<Page<LedgerEntry>, { page: number; pageSize: number }>(async ({ input }) => {
  const res = await fetchLedger(input.page, input.pageSize);
  if (!res.success || !res.data) throw new ApiError({ status: 400, serverMessage: res.message });
  return res.data;
});
