import type { LoaderFunctionArgs } from "@remix-run/node";
import { config } from "~/config/env.server";
import { healthStatus, outboxHealth } from "~/delivery/health.server";
import { neverStore } from "~/http/cache-control";
import { healthDetailsAllowed } from "~/http/health-access.server";
import { secureHeaders } from "~/http/response-headers.server";

/**
 * For load balancers and uptime checks: 200 while inquiries can be kept, 503 when not. Anyone
 * gets the status; the details only a caller on this machine or one with HEALTH_TOKEN.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { outbox, worker, mail } = context.inquiries;
  const health = await outboxHealth(outbox, Date.now());
  const { status, httpStatus, problems } = healthStatus(health, worker.delivering, mail?.state);
  const detailed = healthDetailsAllowed(context.peerAddress, request.headers, config().healthToken);
  const body = detailed
    ? {
        status,
        problems,
        build: context.buildId,
        node: process.version,
        uptime: Math.round(process.uptime()),
        mail: worker.delivering ? (mail?.state ?? { state: "unchecked" }) : { state: "off" },
        outbox: { dir: outbox.dir, delivering: worker.delivering, ...health },
      }
    : { status };
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: secureHeaders(request, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": neverStore,
    }),
  });
}
