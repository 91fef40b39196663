import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getParcel } from "@tiffin/api-client";
import { followOwnStatus } from "../../lib/live-stream.server";

/**
 * GET /parcels/{id}/live: the signed-in customer's parcel's status as server-sent `status`
 * events, like an order's, for its page (lib/live-stream.server.ts). Another customer's parcel
 * answers 404 and streams nothing.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return followOwnStatus(request, context, params.id, async (api, id) => (await getParcel(api, id)).status);
}
