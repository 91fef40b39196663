import { Form } from "@remix-run/react";
import type { Address } from "@tiffin/api-client";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError, fieldClass } from "../../components/account/form-field";
import { PointPicker } from "../../components/address/point-map";
import type { LatLng } from "../../lib/address/location";
import type { MapConfig } from "../../lib/address/map-config";

export interface AddressFormProps {
  address: Address | null;
  start: LatLng;
  map: MapConfig;
  redirectTo: string;
  errors?: Partial<Record<string, string>>;
}

function TextField({
  name,
  label,
  value,
  required,
}: {
  name: string;
  label: string;
  value?: string | null;
  required?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input name={name} defaultValue={value ?? ""} required={required} className={fieldClass} />
    </label>
  );
}

/**
 * Add or edit a saved address: search the place or pick it on the map (a new address has no
 * point until then: the server finds it from the typed text).
 */
export function AddressForm({ address, start, map, redirectTo, errors = {} }: AddressFormProps) {
  const { t } = useTranslation();
  // The API answers a saved address's point as [latitude, longitude].
  const [point, setPoint] = useState<LatLng>(
    address ? { latitude: address.location[0], longitude: address.location[1] } : start,
  );
  const [chosen, setChosen] = useState(address !== null);
  const [text, setText] = useState(address?.address.address ?? "");
  const onPoint = useCallback((next: LatLng) => {
    setPoint(next);
    setChosen(true);
  }, []);
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="text-xl font-bold">
        {address ? t("address.editAddress") : t("address.addAddress")}
      </h2>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <PointPicker
        map={map}
        point={point}
        onPoint={onPoint}
        onAddress={setText}
        chosen={chosen}
        names={{ latitude: "latitude", longitude: "longitude" }}
      />
      <TextField name="title" label={t("address.title")} value={address?.title} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("address.address")}
        <input
          name="address"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={300}
          required
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? "address-error" : undefined}
          className={fieldClass}
        />
        <FieldError id="address-error" message={errors.address} />
      </label>
      <div className="grid grid-cols-3 gap-3">
        <TextField name="office" label={t("web:savedLocations.office")} value={address?.address.office} />
        <TextField name="house" label={t("web:savedLocations.house")} value={address?.address.house} />
        <TextField name="floor" label={t("web:savedLocations.floor")} value={address?.address.floor} />
      </div>
      <FieldError id="location-error" message={errors.location} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value="save"
          className="h-11 rounded-full bg-primary px-5 font-semibold text-primary-fg"
        >
          {t("web:savedLocations.save")}
        </button>
        <a
          href="/saved-locations"
          className="flex h-11 items-center rounded-full border border-border px-5 font-semibold"
        >
          {t("actions.cancel")}
        </a>
      </div>
    </Form>
  );
}
