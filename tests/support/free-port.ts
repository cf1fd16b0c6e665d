import { createServer } from "node:net";

/**
 * A port on 127.0.0.1 that nothing listens on, chosen by the OS: listen on port 0, read the port,
 * close. Ask right before starting the server that needs it. (The server could take PORT=0
 * itself, but then its log line says `:0` and nothing tells the test where it listens.)
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => resolve());
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address !== "object") throw new Error("the OS gave no port");
  return address.port;
}

/**
 * Between freePort() closing its probe and the server binding, another process may take the port
 * (rare, but the tests must not depend on luck): a server that died of it says EADDRINUSE, and
 * its starter asks for another port.
 */
export function lostThePort(output: string): boolean {
  return output.includes("EADDRINUSE");
}
