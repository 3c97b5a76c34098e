import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { wholeNumber } from './inputs';
import { MAX_ID } from './inputs-values';

export const PageQuerySchema = z.object({
  limit: wholeNumber(1, MAX_PAGE_SIZE, `Please ask for 1 to ${MAX_PAGE_SIZE} rows.`).default(DEFAULT_PAGE_SIZE),
  offset: wholeNumber(0, MAX_ID, `Please send an offset from 0 to ${MAX_ID}.`).default(0),
});
