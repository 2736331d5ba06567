// The load generator of scripts/bench/publisher/bench.ts, run in its own process so it does not share the server's event loop
// (the two still share the machine's cores). Reads JSON on stdin: {url, headers, connections, seconds} and
// optionally `requests`, prepared requests [{method, path, headers, body}] sent once each in turn (one-use captchas,
// one member per post), and `rate`, requests a second. Prints one JSON line: {rps, p99Ms, p50Ms, requests, non2xx,
// errors, timeouts, bytesPerAnswer, ok}, `ok` the answers that were 200 with status 0 in the body (counted only for
// prepared requests).
//
// Without a rate, autocannon keeps every connection busy (a closed loop: the figure is throughput). With a rate,
// requests leave on an even schedule, one every 1/rate s, over at most `connections` sockets, and each one's latency
// counts from the moment the schedule said to send it, so a server that falls behind is charged for the wait
// (no coordinated omission). autocannon's own rate (overallRate) sends each second's quota back to back when the
// second starts and then pauses: a burst of the whole second's requests at once, whose queue was most of a
// "p99 at 500/s" (docs/publisher.md "Speed").
import http from 'node:http';
import autocannon from 'autocannon';

const answeredOk = (status, body) => status === 200 && /^\{"status":0[,}]/.test(body);

let input = '';
for await (const chunk of process.stdin) input += chunk;
const spec = JSON.parse(input);
console.log(JSON.stringify(spec.rate ? await paced(spec) : await closedLoop(spec)));

function closedLoop({ url, headers, connections, seconds, requests: prepared }) {
  let next = 0;
  let ok = 0;
  const options = { url, headers, connections, duration: seconds };
  if (prepared) {
    options.amount = prepared.length;
    options.requests = [
      {
        // every connection takes the next prepared request, so each is sent exactly once
        setupRequest: (request) => ({ ...request, ...prepared[next++ % prepared.length] }),
        onResponse: (status, body) => {
          if (answeredOk(status, body)) ok += 1;
        },
      },
    ];
  }
  return new Promise((done, fail) =>
    autocannon(options, (error, result) => {
      if (error) return fail(error);
      done({
        rps: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        p50Ms: result.latency.p50,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        bytesPerAnswer: result.requests.total
          ? Math.round(result.throughput.total / result.requests.total)
          : 0,
        ok,
      });
    }),
  );
}

async function paced({ url, headers, connections, seconds, rate, requests: prepared }) {
  const target = new URL(url);
  const path = target.pathname + target.search;
  const all =
    prepared ?? Array.from({ length: Math.round(rate * seconds) }, () => ({ method: 'GET', path, headers }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const tally = { non2xx: 0, errors: 0, timeouts: 0, bytes: 0, ok: 0 };
  const interval = 1000 / rate;
  const start = performance.now() + 20;

  const send = (request, due) =>
    new Promise((answered) => {
      const outgoing = http.request(
        {
          host: target.hostname,
          port: target.port,
          agent,
          method: request.method,
          path: request.path,
          headers: request.body
            ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
            : request.headers,
          timeout: 10_000,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => {
            latencies.push(performance.now() - due);
            tally.bytes += Buffer.byteLength(body);
            if (response.statusCode < 200 || response.statusCode > 299) tally.non2xx += 1;
            if (prepared && answeredOk(response.statusCode, body)) tally.ok += 1;
            answered();
          });
        },
      );
      let timedOut = false;
      outgoing.on('timeout', () => {
        timedOut = true;
        tally.timeouts += 1;
        outgoing.destroy();
      });
      outgoing.on('error', () => {
        if (!timedOut) tally.errors += 1;
        answered();
      });
      outgoing.end(request.body);
    });

  const inFlight = [];
  for (let i = 0; i < all.length; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(send(all[i], due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10
      : 0;
  const elapsedSeconds = (performance.now() - start) / 1000;
  return {
    rps: Math.round(sorted.length / elapsedSeconds),
    p99Ms: at(0.99),
    p50Ms: at(0.5),
    requests: sorted.length,
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: tally.timeouts,
    bytesPerAnswer: sorted.length ? Math.round(tally.bytes / sorted.length) : 0, // the body's
    ok: tally.ok,
  };
}
