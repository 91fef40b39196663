import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuthShell, fill } from "../components/account/auth-shell";
import { accountTexts } from "../lib/account.server";
import { readSessionUser } from "../lib/session-user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.texts.welcomeTitle ?? "Welcome to Tiffin"} | Tiffin` },
  { name: "robots", content: "noindex" },
];

/** The page after a first sign-up: a greeting and where to go next. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await readSessionUser(request, context.cloudflare.env);
  return { texts: accountTexts(request), name: user?.firstname ?? null };
}

export default function WelcomePage() {
  const { texts, name } = useLoaderData<typeof loader>();
  return (
    <AuthShell title={name ? fill(texts.welcomeName, { name }) : texts.welcomeTitle} intro={texts.welcomeText}>
      <a
        href="/"
        className="flex h-12 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {texts.startOrdering}
      </a>
      {name ? (
        <a
          href="/profile"
          className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {texts.completeProfile}
        </a>
      ) : (
        <a
          href="/register"
          className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {texts.signUp}
        </a>
      )}
    </AuthShell>
  );
}
