// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      /** Requests in all, instead of a duration. */
      amount?: number;
      /** Requests per second over all connections at most. */
      overallRate?: number;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      /** Bytes per second read (the answers as they came over the wire). */
      throughput: Histogram;
      errors: number;
      non2xx: number;
      '2xx': number;
      '3xx': number;
    }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
