import "maplibre-gl/dist/maplibre-gl.css";
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useRef } from "react";
import type { PointMapProps } from "./point-map";

// The bundler moves MapLibre into a chunk of its own; its worker is served as its own asset.
setWorkerUrl(workerUrl);

/**
 * MapLibre GL over an open style (no key): a click, or dragging the marker, picks the point;
 * the map follows a point chosen elsewhere (a search result, "use my location").
 */
export default function OpenMap({ styleUrl, point, marked, onPick, label }: PointMapProps & { styleUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(point);

  useEffect(() => {
    if (!container.current) return;
    const center: [number, number] = [start.current.longitude, start.current.latitude];
    const created = new MapLibreMap({
      container: container.current,
      style: styleUrl,
      center,
      zoom: 15,
      attributionControl: { compact: true },
    });
    created.addControl(new NavigationControl({ showCompass: false }));
    const pin = new Marker({ draggable: true }).setLngLat(center).addTo(created);
    pin.on("dragend", () => {
      const { lat, lng } = pin.getLngLat();
      pick.current({ latitude: lat, longitude: lng });
    });
    created.on("click", (event) => pick.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng }));
    map.current = created;
    marker.current = pin;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [styleUrl]);

  // MapLibre names its canvas region "Map"; two maps on one form need names of their own.
  useEffect(() => {
    map.current?.getCanvas().setAttribute("aria-label", label);
  }, [label]);

  useEffect(() => {
    const at: [number, number] = [point.longitude, point.latitude];
    marker.current?.setLngLat(at);
    map.current?.easeTo({ center: at });
  }, [point.latitude, point.longitude]);

  useEffect(() => {
    const pin = marker.current?.getElement();
    if (pin) pin.style.visibility = marked ? "visible" : "hidden";
  }, [marked]);

  return (
    <div
      ref={container}
      role="application"
      aria-label={label}
      data-map="maplibre"
      className="aspect-video w-full overflow-hidden rounded-card border border-border"
    />
  );
}
