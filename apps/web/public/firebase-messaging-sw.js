// Web push from Firebase Cloud Messaging: FCM delivers standard Push API messages here, with
// `notification` (title, body) and `data` (the page to open, as `url`). Registered by the
// storefront only when Firebase is configured.

/**
 * The page a notification may open: a path of this site (`/orders/12`), never another site.
 * "//host", "/\host", "https://host/" and "javascript:" all resolve elsewhere: they open `/`.
 */
function pageFor(link, origin) {
  if (typeof link !== "string" || !link.startsWith("/")) return "/";
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { notification: { title: "Tiffin", body: event.data ? event.data.text() : "" } };
  }
  const notification = message.notification || {};
  const data = message.data || {};
  event.waitUntil(
    self.registration.showNotification(notification.title || "Tiffin", {
      body: notification.body || "",
      icon: "/favicon.svg",
      data: { url: pageFor(data.url, self.location.origin) },
    }),
  );
});

// A click focuses a window already showing that page, or opens one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const url = origin + pageFor(event.notification.data?.url, origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
