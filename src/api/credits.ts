import type { LedgerEntry, Pricing } from '../../contract/credits';
import type { Page } from '../../contract/envelope';
import { isObject, isPage } from './accept';
import { apiRequest } from './client';

export const fetchLedger = (page = 1, pageSize = 20) =>
  apiRequest<Page<LedgerEntry>>('/credits/ledger', { query: { page, page_size: pageSize }, accept: isPage });

/** What a task costs: text, plus video, plus turbo (shown before submitting). */
export const fetchPricing = () => apiRequest<Pricing>('/credits/pricing', { accept: isObject });
