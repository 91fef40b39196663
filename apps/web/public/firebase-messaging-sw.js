// Web push from Firebase Cloud Messaging: FCM delivers standard Push API messages here, with
// `notification` (title, body) and `data` (the page to open, as `url`). Registered by the
// storefront only when Firebase is configured.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { notification: { title: "Tiffin", body: event.data ? event.data.text() : "" } };
  }
  const notification = message.notification || {};
  const data = message.data || {};
  // Only a path of this site: "//host" and "/\\host" would leave it.
  const url = typeof data.url === "string" && /^\/(?![/\\])/.test(data.url) ? data.url : "/notifications";
  event.waitUntil(
    self.registration.showNotification(notification.title || "Tiffin", {
      body: notification.body || "",
      icon: "/favicon.svg",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/notifications", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
