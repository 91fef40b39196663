import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";

/** The link in the sign-up email: its code finishes the sign-up on the details step. */
export const loader = ({ params }: LoaderFunctionArgs) =>
  redirect(`/update-details?${new URLSearchParams({ code: params.code ?? "" })}`);
