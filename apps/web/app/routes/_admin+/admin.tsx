import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLocation, useRouteLoaderData } from "@remix-run/react";
import { ordersBundle } from "../../lib/orders/orders.server";
import { readerTimeZone } from "../../lib/time-zone.server";
import { ADMIN_SECTIONS, sectionOf } from "./__admin-view";
import { requireStaff } from "./admin.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.title ?? "Staff console"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/**
 * /admin: the staff console's frame (staff only: a visitor signs in first, anyone else gets the
 * 404 page) with its sections as links. Its texts and the orders namespace (status names, lines,
 * totals, payment) come with this loader, never with a customer's page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { texts, user } = await requireStaff(request, context);
  return { texts, role: user.role, ...ordersBundle(request, context), timeZone: readerTimeZone(request) };
}

export type AdminFrame = Awaited<ReturnType<typeof loader>>;

/** The console frame's data, for its sections. */
export function useAdminFrame(): AdminFrame {
  const frame = useRouteLoaderData<typeof loader>("routes/_admin+/admin");
  if (!frame) throw new Error("the staff console's sections render inside /admin");
  return frame;
}

export default function AdminConsole() {
  const { texts } = useAdminFrame();
  const current = sectionOf(useLocation().pathname);
  return (
    <main className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <nav aria-label={texts.tabsLabel} className="min-w-0">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-surface-muted p-1">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.key}>
              <Link
                to={section.href}
                aria-current={section.key === current ? "page" : undefined}
                className="block rounded-md px-3 py-1.5 text-sm font-medium text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-surface aria-[current=page]:text-fg aria-[current=page]:shadow-sm"
              >
                {texts.tabs[section.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </main>
  );
}
