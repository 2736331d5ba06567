// The load generator of publisher/bench.ts, run in its own process so it does not share the server's event loop
// (the two still share the machine's cores). Reads JSON on stdin: {url, headers, connections, seconds} and
// optionally `rate` (requests a second over all connections, autocannon's overallRate; latencies are then
// corrected for coordinated omission) and `requests`, prepared requests [{method, path, headers, body}] sent once
// each in turn (one-use captchas, one member per post): the run then ends when all are answered. Prints one JSON
// line: {rps, p99Ms, p50Ms, requests, non2xx, errors, timeouts, bytesPerAnswer, ok}, `ok` the answers that were
// 200 with status 0 in the body (counted only for prepared requests).
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { url, headers, connections, seconds, rate, requests: prepared } = JSON.parse(input);

let next = 0;
let ok = 0;
const options = { url, headers, connections, duration: seconds, ...(rate ? { overallRate: rate } : {}) };
if (prepared) {
  options.amount = prepared.length;
  options.requests = [
    {
      // every connection takes the next prepared request, so each is sent exactly once
      setupRequest: (request) => ({ ...request, ...prepared[next++ % prepared.length] }),
      onResponse: (status, body) => {
        if (status === 200 && /^\{"status":0[,}]/.test(body)) ok += 1;
      },
    },
  ];
}
autocannon(options, (error, result) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(
    JSON.stringify({
      rps: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      p50Ms: result.latency.p50,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
      ok,
    }),
  );
});
