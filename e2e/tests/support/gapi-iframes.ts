import type { BrowserContext } from "@playwright/test";

/**
 * A stand-in for Google's `gapi.iframes` loader (https://apis.google.com/js/api.js), which this
 * offline machine cannot fetch. The Firebase Auth SDK and the Auth emulator's helper frame use it
 * only as a postMessage channel between the page and that frame: `open` an iframe, `register` a
 * handler, `send` a message and get the handlers' answers back. Everything else in the sign-in
 * (the SDK, the emulator's popup and frame, its ID token, the API's check) is the real thing.
 */
const GAPI_IFRAMES = `(() => {
  const TAG = "tiffin-gapi-stand-in";
  const FILTER = {};
  function endpoint(target) {
    const handlers = {};
    const queued = [];
    const pending = {};
    let next = 1;
    const answer = (event, message) => {
      const reply = [handlers[message.name](message.data)];
      event.source.postMessage({ tag: TAG, kind: "reply", id: message.id, data: reply }, "*");
    };
    window.addEventListener("message", (event) => {
      const message = event.data;
      if (!message || message.tag !== TAG || event.source !== target()) return;
      if (message.kind === "reply") {
        const callback = pending[message.id];
        delete pending[message.id];
        if (callback) callback(message.data);
      } else if (handlers[message.name]) answer(event, message);
      else queued.push([event, message]);
    });
    return {
      register(name, handler) {
        handlers[name] = handler;
        for (const [event, message] of queued.splice(0)) {
          if (message.name === name) answer(event, message);
          else queued.push([event, message]);
        }
      },
      send(name, data, callback) {
        const id = next++;
        if (callback) pending[id] = callback;
        target().postMessage({ tag: TAG, kind: "call", name, id, data }, "*");
      },
      restyle() {
        return Promise.resolve();
      },
    };
  }
  const context = {
    open(options, onOpen) {
      const frame = document.createElement("iframe");
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === "style") Object.assign(frame.style, value);
        else frame.setAttribute(name, value);
      }
      const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
      frame.src = options.url;
      options.where.appendChild(frame);
      const channel = endpoint(() => frame.contentWindow);
      channel.ping = (callback) => loaded.then(() => callback && callback());
      return Promise.resolve(onOpen ? onOpen(channel) : channel).then(() => channel);
    },
    getParentIframe() {
      return endpoint(() => window.parent);
    },
  };
  window.gapi = {
    load(name, options) {
      (typeof options === "function" ? options : options.callback)();
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: () => context },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
  if (typeof window.gapi_onload === "function") window.gapi_onload();
})();`;

/** Serves the stand-in wherever a page (ours or the emulator's helper frame) asks for api.js. */
export async function serveGapiIframes(context: BrowserContext) {
  // The emulator's popup also asks for web fonts and a UI kit from the internet; it works without them.
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_IFRAMES }),
  );
}
