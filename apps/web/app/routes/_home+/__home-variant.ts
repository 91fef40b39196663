import { homeLayoutFor, interfaceVariantOf } from "../../lib/site/layout-rules";

export type HomeSection = "highlights" | "restaurants" | "recommended" | "shops";

export interface HomeArrangement {
  variant: 1 | 2 | 3 | 4;
  /** 1: one column; 2: a main column and a side column. */
  layout: 1 | 2;
  main: HomeSection[];
  side: HomeSection[];
  /** Layout two only: the side column comes first (at the start side). */
  sideFirst: boolean;
}

/**
 * The home page's arrangement. `?v=1..4` picks the interface variant; without it, settings'
 * ui_type does (SPEC.md section 2: 1 and unknown values give layout one, 2–4 layout two).
 * Variant 1: one column, banners and stories first. 2: restaurants and shops in the main column,
 * banners and recommended beside them. 3: as 2 with the shops first. 4: as 2 with the side column first.
 */
export function homeArrangementFor(uiType: unknown, v: string | null | undefined): HomeArrangement {
  const variant =
    v !== null && v !== undefined && v !== ""
      ? interfaceVariantOf(v)
      : homeLayoutFor(uiType) === 1
        ? 1
        : interfaceVariantOf(String(uiType));
  if (variant === 1) {
    return {
      variant,
      layout: 1,
      main: ["highlights", "restaurants", "recommended", "shops"],
      side: [],
      sideFirst: false,
    };
  }
  return {
    variant,
    layout: 2,
    main: variant === 3 ? ["shops", "restaurants"] : ["restaurants", "shops"],
    side: ["highlights", "recommended"],
    sideFirst: variant === 4,
  };
}
