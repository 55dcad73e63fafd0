import { z } from 'zod';

/**
 * Every id is a PostgreSQL `integer` (1 … 2³¹−1): a larger one is a 400 here,
 * never a query that fails in the database.
 */
export const ID_MAX = 2_147_483_647;
/** An id in a JSON body. */
export const ZId = z.number().int().positive().max(ID_MAX);
/** An id in a path, query string or form field (text). */
export const ZIdText = z.coerce.number().int().positive().max(ID_MAX);
export const ZIdParams = z.object({ id: ZIdText });
