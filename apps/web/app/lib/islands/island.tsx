import { type ComponentType, Suspense } from "react";

/**
 * A part that works before JavaScript (links, details, forms) and so need not block the first
 * load: the server renders it in place; the browser loads its code lazily, and React keeps the
 * server's HTML inside the Suspense boundary until the code arrives, then hydrates it.
 * Callers pass `import.meta.env.SSR ? Component : lazy(...)`, a build-time choice, so the
 * browser bundle keeps only the lazy branch.
 */
// biome-ignore lint/suspicious/noExplicitAny: an island forwards exactly its component's props.
export function island<P extends Record<string, any>>(Component: ComponentType<P>, name: string): ComponentType<P> {
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
