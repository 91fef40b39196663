import { useFetcher } from "@remix-run/react";
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LatLng } from "../../lib/address/location";
import type { MapConfig } from "../../lib/address/map-config";
import type { GeocodeAnswer } from "../../routes/_addresses+/geocode";

export interface PointMapProps {
  point: LatLng;
  /** False while no point is chosen: the map shows no marker yet. */
  marked: boolean;
  onPick: (point: LatLng) => void;
  label: string;
}

// Each map's library loads only with a form that shows it: Google's with a key, MapLibre without.
const OpenMap = lazy(() => import("./maplibre-map.client"));
const KeyedMap = lazy(() => import("./google-map.client"));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export interface PointPickerProps {
  map: MapConfig;
  /** The point the form starts with (a saved address's, or the delivery location). */
  point: LatLng;
  onPoint: (point: LatLng) => void;
  /** The place's text, when a search result or the picked point has one. */
  onAddress: (address: string) => void;
  /** The form's names for the point's two fields (`latitude` and `longitude` by default). */
  names?: { latitude: string; longitude: string };
  /** False while no point has been chosen (a new parcel's receiver): no point is posted then. */
  chosen?: boolean;
  /** Which place this is, when a form has two (a parcel's sender and receiver): names its map. */
  place?: string;
}

/**
 * The address forms' point: search a place by its text (the geocoding port, `/geocode`), or
 * click or drag on the map; the customer never types coordinates. The point goes with the form
 * as two hidden fields once the page runs its scripts; before that the server finds the point
 * from the typed address.
 */
export function PointPicker({
  map,
  point,
  onPoint,
  onAddress,
  names = { latitude: "latitude", longitude: "longitude" },
  chosen = true,
  place,
}: PointPickerProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const search = useFetcher<GeocodeAnswer>();
  const reverse = useFetcher<GeocodeAnswer>();
  const [query, setQuery] = useState("");
  const [announced, setAnnounced] = useState<string | null>(null);
  const id = useId();
  const asked = useRef<string | null>(null);

  const runSearch = () => {
    const q = query.trim();
    if (!q) return;
    asked.current = q;
    search.load(`/geocode?${new URLSearchParams({ q, lang: i18n.language })}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches; it must not send the surrounding form.
    if (event.key === "Enter") {
      event.preventDefault();
      runSearch();
    }
  };
  const pickOnMap = (next: LatLng) => {
    onPoint(next);
    setAnnounced(null);
    reverse.load(
      `/geocode?${new URLSearchParams({ lat: String(next.latitude), lng: String(next.longitude), lang: i18n.language })}`,
    );
  };
  const named = reverse.data && "address" in reverse.data ? reverse.data.address : null;
  useEffect(() => {
    if (named) {
      onAddress(named);
      setAnnounced(named);
    }
  }, [named, onAddress]);

  const places = search.data && "places" in search.data ? search.data.places : null;
  const mapLabel = place ? `${place}: ${t("address.pickOnMap")}` : t("address.pickOnMap");
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          {t("address.searchLabel")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            maxLength={200}
            autoComplete="street-address"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={!hydrated}
            className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3"
          />
          <button
            type="button"
            onClick={runSearch}
            disabled={!hydrated || search.state !== "idle"}
            className="h-11 shrink-0 rounded-full border border-border px-4 font-semibold"
          >
            {search.state !== "idle" ? t("address.searching") : t("address.search")}
          </button>
        </div>
      </div>
      {places ? (
        places.length > 0 ? (
          <ul aria-label={t("address.placesFound")} className="flex flex-col gap-1">
            {places.map((place) => (
              <li key={`${place.latitude},${place.longitude}`}>
                <button
                  type="button"
                  onClick={() => {
                    onPoint({ latitude: place.latitude, longitude: place.longitude });
                    onAddress(place.address);
                    setAnnounced(place.address);
                  }}
                  dir="auto"
                  className="w-full rounded-lg border border-border px-3 py-2 text-start text-sm hover:bg-surface-hover"
                >
                  {place.address}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="text-sm text-muted">
            {t("address.noPlaces")}
          </p>
        )
      ) : null}
      {hydrated ? (
        <Suspense fallback={<div className="aspect-video w-full animate-shimmer rounded-card bg-surface-muted" />}>
          {map.provider === "google" ? (
            <KeyedMap apiKey={map.key} point={point} marked={chosen} onPick={pickOnMap} label={mapLabel} />
          ) : (
            <OpenMap styleUrl={map.styleUrl} point={point} marked={chosen} onPick={pickOnMap} label={mapLabel} />
          )}
        </Suspense>
      ) : (
        <div className="aspect-video w-full rounded-card bg-surface-muted" />
      )}
      <p role="status" aria-live="polite" className="text-sm">
        {announced ? t("address.pointChosen", { address: announced }) : null}
      </p>
      {hydrated && chosen ? (
        <>
          <input type="hidden" name={names.latitude} value={point.latitude} />
          <input type="hidden" name={names.longitude} value={point.longitude} />
        </>
      ) : null}
    </div>
  );
}
