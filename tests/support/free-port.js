import { createServer } from "node:net";

/*
 * Plain JavaScript, so that the bench (scripts/bench) imports it as it is, as the tests do.
 */

/**
 * A port on 127.0.0.1 that nothing listens on, chosen by the OS: listen on port 0, read the port,
 * close. Ask right before starting the server that needs it. (The server could take PORT=0
 * itself, but then its log line says `:0` and nothing tells the test where it listens.)
 *
 * @returns {Promise<number>}
 */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => resolve(undefined));
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  if (!address || typeof address !== "object") throw new Error("the OS gave no port");
  return address.port;
}

/**
 * Between freePort() closing its probe and the server binding, another process may take the port
 * (rare, but the tests must not depend on luck): a server that died of it says EADDRINUSE, and
 * its starter asks for another port.
 *
 * @param {string} output
 * @returns {boolean}
 */
export function lostThePort(output) {
  return output.includes("EADDRINUSE");
}
