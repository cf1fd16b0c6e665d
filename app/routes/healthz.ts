import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config/env.server";
import { neverStore } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { outboxHealth } from "~/server/health.server";
import packageJson from "../../package.json";

/** For load balancers and uptime checks: 200 while inquiries can be kept, 503 when not. */
export async function loader({ request }: LoaderFunctionArgs) {
  const outbox = await outboxHealth(config().outboxDir);
  const healthy = outbox.writable;
  const body = {
    status: healthy ? "ok" : "outbox not writable",
    version: packageJson.version,
    uptime: Math.round(process.uptime()),
    outbox,
  };
  return new Response(JSON.stringify(body), {
    status: healthy ? 200 : 503,
    headers: secureHeaders(request, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": neverStore,
    }),
  });
}
