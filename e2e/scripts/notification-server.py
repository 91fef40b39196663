"""A desktop notification server (org.freedesktop.Notifications) for the web push journey.

Chromium on Linux shows a web notification through this D-Bus service, and a click on it comes
back as the service's ActionInvoked signal: that is the browser's own click path, the same one a
desktop's notification popup takes. Each notification shown is printed as a JSON line; a line
"click <id>" on stdin clicks that notification. Debian's python3-dbus and python3-gi run it.
"""

import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

INTERFACE = "org.freedesktop.Notifications"


class NotificationServer(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/Notifications")
        self.next_id = 1

    @dbus.service.method(INTERFACE, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body", "icon-static", "persistence"]

    @dbus.service.method(INTERFACE, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("tiffin-e2e", "tiffin", "1", "1.2")

    @dbus.service.method(INTERFACE, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app, replaces_id, icon, summary, body, actions, hints, timeout):
        notification_id = int(replaces_id) or self.next_id
        self.next_id += 1
        print(json.dumps({"event": "shown", "id": notification_id, "summary": str(summary), "body": str(body)}), flush=True)
        return notification_id

    @dbus.service.method(INTERFACE, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        print(json.dumps({"event": "closed", "id": int(notification_id)}), flush=True)
        self.NotificationClosed(notification_id, 3)

    @dbus.service.signal(INTERFACE, signature="us")
    def ActionInvoked(self, notification_id, action_key):
        pass

    @dbus.service.signal(INTERFACE, signature="uu")
    def NotificationClosed(self, notification_id, reason):
        pass


def main():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    server = NotificationServer(bus)
    _name = dbus.service.BusName(INTERFACE, bus)
    loop = GLib.MainLoop()

    def on_input(source, _condition):
        line = source.readline()
        if not line:
            loop.quit()
            return False
        command, _, argument = line.strip().partition(" ")
        if command == "click" and argument.isdigit():
            server.ActionInvoked(dbus.UInt32(int(argument)), "default")
        return True

    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, on_input)
    print(json.dumps({"event": "ready"}), flush=True)
    loop.run()


if __name__ == "__main__":
    main()
