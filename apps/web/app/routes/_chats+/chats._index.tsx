import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { EmptyState } from "@tiffin/ui";
import { useTranslation } from "react-i18next";
import { ChatButton } from "../../components/chat/chat-button";
import type { ChatSide } from "../../components/chat/chat-view";
import { requireSignedIn } from "../../lib/require-user.server";
import { isPrivileged } from "../../lib/session-user.server";
import { chatCall } from "./chat-api.server";

export const meta: MetaFunction = () => [{ title: "Chats | Tiffin" }, { name: "robots", content: "noindex" }];

interface ChatRow {
  id: string;
  kind: "shop" | "support";
  order_id: number | null;
  customer_id: number;
  created_at: string;
}

/**
 * /chats: the signed-in user's chats (staff, who answer for shops and support, see every chat),
 * oldest first, each opening in the chat panel.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSignedIn(request, context);
  const answer = await chatCall(request, context, "dashboard/chats");
  if (answer.status === 401) throw new Response("Unauthorized", { status: 401 });
  const body = (await answer.json()) as { data?: ChatRow[] };
  const side: ChatSide = isPrivileged(user) && user.role !== "seller" ? "staff" : "customer";
  return { chats: answer.ok ? (body.data ?? []) : [], side };
}

export default function ChatsPage() {
  const { chats, side } = useLoaderData<typeof loader>();
  const { t } = useTranslation("web");
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("chat.listTitle")}</h1>
      {chats.length === 0 ? (
        <EmptyState title={t("chat.noChats")} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
          {chats.map((chat) => {
            const title =
              chat.kind === "shop" && chat.order_id !== null
                ? t("chat.shopTitle", { id: chat.order_id })
                : t("chat.supportTitle");
            return (
              <li key={chat.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <span className="font-medium">{title}</span>
                <ChatButton
                  target={{ type: "existing", chatId: chat.id }}
                  side={side}
                  label={t("chat.open")}
                  title={title}
                />
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
