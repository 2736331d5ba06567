// The load generator of publisher/bench.ts, run in its own process so it does not share the server's event loop
// (the two still share the machine's cores). Argument: JSON {url, headers, connections, seconds}. Prints one JSON
// line: {rps, p99Ms, p50Ms, requests, non2xx, errors, timeouts, bytesPerAnswer}.
import autocannon from 'autocannon';

const { url, headers, connections, seconds } = JSON.parse(process.argv[2]);
autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
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
    }),
  );
});
