import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";

/**
 * A fetcher whose calls are promises, for the actors of core's machines: `submit` posts fields to a
 * route's action and `load` reads a route's loader, each settling with the route's data (undefined
 * when there is none). A newer call replaces one still on its way (the fetcher's own rule), so every
 * waiting call settles with the last answer.
 */
export function useFetcherAnswer<T>() {
  const fetcher = useFetcher<T>();
  const waiting = useRef<Array<(answer: T | undefined) => void>>([]);
  useEffect(() => {
    if (fetcher.state !== "idle" || waiting.current.length === 0) return;
    const answer = fetcher.data as T | undefined;
    for (const settle of waiting.current.splice(0)) settle(answer);
  }, [fetcher.state, fetcher.data]);
  const { submit, load } = fetcher;
  return useMemo(
    () => ({
      submit: (fields: Record<string, string>, action: string) =>
        new Promise<T | undefined>((resolve) => {
          waiting.current.push(resolve);
          submit(fields, { method: "post", action });
        }),
      load: (href: string) =>
        new Promise<T | undefined>((resolve) => {
          waiting.current.push(resolve);
          load(href);
        }),
    }),
    [submit, load],
  );
}
