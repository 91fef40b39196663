/**
 * Catalogue payloads of API_CONTRACT.md the storefront reads that @tiffin/api-client does not
 * describe yet (products, categories, banners, stories, news, reviews). Only the fields used.
 */
export interface Translated {
  title?: string | null;
  description?: string | null;
}

export interface ExtraPayload {
  id: number;
  extra_group_id: number;
  value: string;
  group?: { id: number; type?: string; translation?: Translated | null } | null;
}

export interface StockPayload {
  id: number;
  price: number;
  quantity: number;
  discount?: number | null;
  total_price?: number | null;
  extras?: ExtraPayload[];
  addons?: Array<{
    id: number;
    stock_id?: number;
    addon_id?: number;
    product?: {
      id: number;
      translation?: Translated | null;
      stock?: StockPayload | null;
      stocks?: StockPayload[];
    } | null;
  }>;
}

export interface ProductPayload {
  id: number;
  uuid: string;
  shop_id?: number;
  shop?: { id: number; translation?: Translated | null } | null;
  category_id?: number | null;
  img?: string | null;
  translation?: Translated | null;
  stocks?: StockPayload[];
}

export interface CategoryPayload {
  id: number;
  uuid?: string;
  img?: string | null;
  translation?: Translated | null;
  products?: ProductPayload[];
}

export interface BannerPayload {
  id: number;
  img?: string | null;
  url?: string | null;
  translation?: Translated | null;
}

export interface StoryPayload {
  id: number;
  file_urls?: string[];
  url?: string | null;
  shop?: { id: number; logo_img?: string | null; translation?: Translated | null } | null;
}

export interface BlogPayload {
  id: number;
  uuid: string;
  img?: string | null;
  published_at?: string | null;
  translation?: (Translated & { short_desc?: string | null }) | null;
}

export interface ReviewPayload {
  id: number;
  rating: number;
  comment?: string | null;
  user?: { firstname?: string | null; img?: string | null } | null;
  created_at?: string | null;
}

export interface PageOf<T> {
  data: T[];
  meta: { current_page: number; last_page: number; total: number; per_page?: number };
}
