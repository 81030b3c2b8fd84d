// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Stop after this many requests (overrides duration). */
    amount?: number;
    timeout?: number;
    requests?: {
      method?: string;
      path?: string;
      body?: string;
      headers?: Record<string, string>;
      setupRequest?: (req: { headers: Record<string, string>; body?: string; method?: string; path?: string }) => unknown;
      onResponse?: (status: number, body: string) => void;
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
