import {
  pointConvertResponseSchema,
  statementPageSchema,
  type PointConvertBody,
  type StatementCurrency,
} from '../../common/contract/points.contract';
import { api } from './client';

/** The member's point conversion and statements; shapes from common/contract/points.contract.ts. */
export function convertPoints(body: PointConvertBody) {
  return api.post('wallet/points/convert', { json: body }).json(pointConvertResponseSchema);
}

export function fetchStatement(currency: StatementCurrency, page = 1) {
  return api
    .get('wallet/statement', { searchParams: { currency, page } })
    .json(statementPageSchema);
}
