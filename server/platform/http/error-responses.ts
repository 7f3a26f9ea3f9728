import { apiErrorSchema } from '../../../common/contract/error.contract';

/** Documents error answers in the OpenAPI output; bodies are always `{ code, message }`. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
export const OK = { ok: true } as const;
