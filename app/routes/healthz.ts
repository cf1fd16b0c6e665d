import type { LoaderFunctionArgs } from "@remix-run/node";
import { neverStore } from "~/http/cache-control";
import { secureHeaders } from "~/http/response-headers.server";
import { startInquiryDelivery } from "~/mail/delivery.server";
import { healthStatus, outboxHealth } from "~/mail/health.server";

/** For load balancers and uptime checks: 200 while inquiries can be kept, 503 when not. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { outbox, worker } = startInquiryDelivery();
  const health = await outboxHealth(outbox, Date.now());
  const { status, httpStatus } = healthStatus(health, worker.delivering);
  const body = {
    status,
    build: context.buildId,
    node: process.version,
    uptime: Math.round(process.uptime()),
    outbox: { dir: outbox.dir, delivering: worker.delivering, ...health },
  };
  return new Response(JSON.stringify(body), {
    status: httpStatus,
    headers: secureHeaders(request, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": neverStore,
    }),
  });
}
