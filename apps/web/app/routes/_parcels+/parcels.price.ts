import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireService } from "../../lib/bookings/reservations.server";
import { readPoint } from "./__parcel-form";
import { priceBetween } from "./parcels.server";

/** /parcels/price?type_id&from_lat&from_lng&to_lat&to_lng: the live price the parcel form shows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireService(request, context, "active_parcel");
  const params = new URL(request.url).searchParams;
  const get = (name: string) => params.get(name) ?? "";
  const typeId = Number(get("type_id"));
  return priceBetween(
    api,
    Number.isSafeInteger(typeId) && typeId > 0 ? typeId : null,
    readPoint(get, "from"),
    readPoint(get, "to"),
  );
}
