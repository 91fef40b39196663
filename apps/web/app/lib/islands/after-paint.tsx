import { useMatches } from "@remix-run/react";
import { useNonce } from "../nonce";

/**
 * The browse pages (home, shop, search) load their scripts after the first paint: a visitor's
 * first look needs only the HTML and the stylesheet, and on a slow connection the scripts would
 * otherwise share it. Their links and forms work before hydration, as on every page. A route
 * opts in with `export const handle = SCRIPTS_AFTER_PAINT`.
 */
export const SCRIPTS_AFTER_PAINT = { scriptsAfterPaint: true } as const;

/** Whether any of these route handles asks for its scripts after the first paint. */
export function wantsScriptsAfterPaint(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      "scriptsAfterPaint" in handle &&
      handle.scriptsAfterPaint === true,
  );
}

/**
 * Turns the inert preloads (see script-priority.tsx; the page's texts, root.tsx) and module
 * script back on once the browser reports the first contentful paint (a frame callback can run
 * before the paint it precedes is shown); a browser without paint timing waits two frames, and a
 * tab opened in the background (no frames) starts at once. The module script is replaced by a
 * live copy in the same place, so hydration finds the same elements.
 */
export const AFTER_PAINT_BOOT = `(function(){
var started=false;
function boot(){
if(started)return;started=true;
var links=document.querySelectorAll('link[rel="x-modulepreload"],link[rel="x-preload"]');
for(var i=0;i<links.length;i++)links[i].rel=links[i].rel.slice(2);
var inert=document.querySelector('script[type="x-module"]');
if(!inert)return;
var live=document.createElement("script");
live.type="module";live.nonce=inert.nonce;live.textContent=inert.textContent;
inert.replaceWith(live);
}
function soon(){setTimeout(boot,0)}
if(document.visibilityState==="hidden")return boot();
document.addEventListener("visibilitychange",boot,{once:true});
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0)return requestAnimationFrame(function(){requestAnimationFrame(soon)});
new PerformanceObserver(function(list,observer){
if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon()}
}).observe({type:"paint",buffered:true});
})();`;

/** The boot script, on pages whose route asks for it; placed after Remix's <Scripts>. */
export function ScriptsAfterPaint() {
  const matches = useMatches();
  const nonce = useNonce();
  if (!wantsScriptsAfterPaint(matches.map((match) => match.handle))) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this module, no input
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: AFTER_PAINT_BOOT }} />;
}
