import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import type { LatLng } from "../../lib/location";

/**
 * The latitude and longitude inputs of an address form, kept in step with the map's point: the
 * manual way to place an address when no map is configured.
 */
export function PointFields({
  point,
  onChange,
  className,
}: {
  point: LatLng;
  onChange: Dispatch<SetStateAction<LatLng>>;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-3">
      {(["latitude", "longitude"] as const).map((axis) => (
        <label key={axis} className="flex flex-col gap-1 text-sm font-semibold">
          {t(`web:${axis}`)}
          <input
            name={axis}
            inputMode="decimal"
            value={point[axis]}
            onChange={(event) => onChange((p) => ({ ...p, [axis]: Number(event.target.value) }))}
            className={className}
          />
        </label>
      ))}
    </div>
  );
}
