import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run; the figures we print for every HTTP benchmark. */
export async function runLoad(opts: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon(opts);
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
