// The slice of autocannon's API the benches use (it ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Stop after this many requests (instead of after `duration`). */
      amount?: number;
      /** Requests sent in turn on each connection (one each, in order, with `amount` equal to their number). */
      requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors?: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
