import { APIProvider, Map as GoogleMap, Marker } from "@vis.gl/react-google-maps";

export interface AddressMapProps {
  apiKey: string;
  point: { latitude: number; longitude: number };
  onPick: (point: { latitude: number; longitude: number }) => void;
  label: string;
}

/** Google map for picking the delivery point; a click moves the marker. */
export default function AddressMap({ apiKey, point, onPick, label }: AddressMapProps) {
  const position = { lat: point.latitude, lng: point.longitude };
  return (
    <section aria-label={label} className="aspect-video w-full overflow-hidden rounded-card border border-border">
      <APIProvider apiKey={apiKey}>
        <GoogleMap
          defaultCenter={position}
          defaultZoom={14}
          gestureHandling="greedy"
          disableDefaultUI
          onClick={(event) => {
            const latLng = event.detail.latLng;
            if (latLng) onPick({ latitude: latLng.lat, longitude: latLng.lng });
          }}
        >
          <Marker position={position} />
        </GoogleMap>
      </APIProvider>
    </section>
  );
}
