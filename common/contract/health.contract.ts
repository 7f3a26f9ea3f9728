import { z } from 'zod';

/**
 * The balancer's probes (docs/many-nodes.md). `ready` answers 200 with this body only
 * when the node can serve: its database answers and its bus is connected, and it is not shutting
 * down; otherwise 503 `{ code, message }`. `live` answers 200 while the process runs.
 */
export const healthOkSchema = z.object({ status: z.literal('ok') });
export type HealthOk = z.infer<typeof healthOkSchema>;
