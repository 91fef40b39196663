import { APIProvider, Map as GoogleMap, Marker } from "@vis.gl/react-google-maps";
import type { PointMapProps } from "./point-map";

/** Google's map (when a key is set): a click moves the marker and picks the point. */
export default function KeyedMap({ apiKey, point, marked, onPick, label }: PointMapProps & { apiKey: string }) {
  const position = { lat: point.latitude, lng: point.longitude };
  return (
    <section
      aria-label={label}
      data-map="google"
      className="aspect-video w-full overflow-hidden rounded-card border border-border"
    >
      <APIProvider apiKey={apiKey}>
        <GoogleMap
          defaultCenter={position}
          center={position}
          defaultZoom={15}
          gestureHandling="greedy"
          disableDefaultUI
          onClick={(event) => {
            const latLng = event.detail.latLng;
            if (latLng) onPick({ latitude: latLng.lat, longitude: latLng.lng });
          }}
        >
          {marked ? <Marker position={position} /> : null}
        </GoogleMap>
      </APIProvider>
    </section>
  );
}
