/**
 * Sends one operation until it has a definite answer or the attempts run out, as a real client
 * does: a node that refuses the connection is down, so the same request goes to another; a
 * request left unanswered (timeout, reset, 5xx) is retried with the SAME idempotency key, so at
 * most one effect may follow however many attempts were made.
 */
import { send, type Reply, type RequestSpec } from './http-client';
import type { Outcome } from './history';

export const MAX_ATTEMPTS = 6;
const RETRY_PAUSE_MS = 150;
/** The first attempt of a "client timeout" fault gives up this fast (it may still take effect). */
export const IMPATIENT_TIMEOUT_MS = 15;

export interface DeliveryPlan {
  /** Node index for each attempt (drawn from the run's RNG when the operation was planned). */
  nodes: number[];
  /** Fault "client timeout": the first attempt is abandoned almost at once, then retried. */
  impatientFirst: boolean;
}

export interface Delivered {
  outcome: Outcome;
  reply: Extract<Reply, { kind: 'answer' }> | null;
  attempts: number;
  nodes: number[];
  hadUnknownAttempt: boolean;
  /** Why the last unanswered attempt went unanswered (TIMEOUT, ECONNRESET, http 503 CODE …). */
  unknownReason: string | null;
}

export type Classify = (reply: Extract<Reply, { kind: 'answer' }>) => Outcome;

export const httpClassify: Classify = (reply) =>
  reply.status >= 500 ? 'unknown' : reply.status >= 400 ? 'refused' : 'ok';

export async function deliver(
  baseUrls: string[],
  isUp: (node: number) => boolean,
  plan: DeliveryPlan,
  build: (attempt: number) => RequestSpec,
  timeoutMs: number,
  classify: Classify = httpClassify,
): Promise<Delivered> {
  const used: number[] = [];
  let hadUnknownAttempt = false;
  let last: Extract<Reply, { kind: 'answer' }> | null = null;
  let unknownReason: string | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    let node = plan.nodes[attempt % plan.nodes.length]!;
    // A node known to be down is skipped as a client's balancer would skip it.
    for (let k = 0; k < baseUrls.length && !isUp(node); k += 1) node = (node + 1) % baseUrls.length;
    used.push(node);
    const impatient = attempt === 0 && plan.impatientFirst;
    const reply = await send(
      baseUrls[node]!,
      build(attempt),
      impatient ? IMPATIENT_TIMEOUT_MS : timeoutMs,
    );
    if (reply.kind === 'answer') {
      last = reply;
      const outcome = classify(reply);
      if (outcome !== 'unknown') {
        return {
          outcome,
          reply,
          attempts: attempt + 1,
          nodes: used,
          hadUnknownAttempt,
          unknownReason,
        };
      }
      hadUnknownAttempt = true;
      unknownReason = `http ${reply.status} ${String(reply.body.code ?? reply.body.status ?? '')}`;
    } else if (reply.kind === 'unknown') {
      hadUnknownAttempt = true;
      unknownReason = reply.reason;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * (attempt + 1)));
  }
  if (!hadUnknownAttempt) {
    // Every attempt was refused at connect: no node ever saw the request, so it is a definite
    // no (and the refusal check holds it to having had no effect).
    return {
      outcome: 'refused',
      reply: null,
      attempts: MAX_ATTEMPTS,
      nodes: used,
      hadUnknownAttempt,
      unknownReason: 'unreachable',
    };
  }
  return {
    outcome: 'unknown',
    reply: last,
    attempts: MAX_ATTEMPTS,
    nodes: used,
    hadUnknownAttempt,
    unknownReason,
  };
}
