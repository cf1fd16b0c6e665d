import http from "node:http";
import autocannon from "autocannon";

/** What a browser sends: the compressed replies are part of the cost. */
export const browserEncodings = { "Accept-Encoding": "gzip, deflate, br" };

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export const round2 = (ms) => Math.round(ms * 100) / 100;

/** One visitor's GETs on a kept-alive connection: milliseconds to the last byte, and status. */
export function visitor(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get(path) {
      return new Promise((resolve, reject) => {
        const started = performance.now();
        http
          .get(origin + path, { agent, headers: browserEncodings }, (res) => {
            res.resume();
            res.on("end", () =>
              resolve({ ms: performance.now() - started, status: res.statusCode }),
            );
          })
          .on("error", reject);
      });
    },
    close: () => agent.destroy(),
  };
}

/**
 * A flood of tracking links (a unique query string each, autocannon) while one visitor at a
 * time asks for the plain page: the flood's rate and that visitor's median and p99.
 */
export async function measureFlood({ origin, page, link, seconds, connections }) {
  const plain = visitor(origin);
  const times = [];
  let flooding = true;
  const flood = autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: browserEncodings,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: link() }) }],
  });
  let plainErrors = 0;
  const probe = (async () => {
    while (flooding) {
      try {
        const { ms, status } = await plain.get(page);
        times.push(ms);
        if (status !== 200) plainErrors++;
      } catch {
        plainErrors++; // a reset connection: counted, and the visitor tries again
      }
    }
  })();
  const result = await flood;
  flooding = false;
  await probe;
  plain.close();
  return {
    seconds,
    connections,
    uniqueQueryRps: Math.round(result.requests.average),
    uniqueQueryErrors: result.errors + result.non2xx,
    plainRequests: times.length,
    plainErrors,
    plainMedianMs: round2(percentile(times, 50)),
    plainP99Ms: round2(percentile(times, 99)),
  };
}
