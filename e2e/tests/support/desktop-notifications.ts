import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { createInterface } from "node:readline";

export interface ShownNotification {
  id: number;
  summary: string;
  body: string;
}

/**
 * A private D-Bus session with a desktop notification server on it (scripts/notification-server.py):
 * Chromium started with `env` shows web notifications there, and `click` clicks one the way a
 * desktop's popup does, so the service worker gets a real, trusted `notificationclick`.
 */
export interface DesktopNotifications {
  env: Record<string, string>;
  shown: ShownNotification[];
  closed: number[];
  click(id: number): void;
  stop(): void;
}

function firstLine(child: ChildProcessWithoutNullStreams, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

export async function startDesktopNotifications(): Promise<DesktopNotifications> {
  const bus = spawn("dbus-daemon", ["--session", "--nofork", "--print-address=1"]);
  const address = (await firstLine(bus, "dbus-daemon")).trim();
  // Debian's own Python, which has python3-dbus and python3-gi.
  const server = spawn(
    "/usr/bin/python3",
    [new URL("../../scripts/notification-server.py", import.meta.url).pathname],
    {
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: address },
    },
  );
  const shown: ShownNotification[] = [];
  const closed: number[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`the notification server exited with ${code}`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      const message = JSON.parse(line) as { event: string } & ShownNotification;
      if (message.event === "ready") resolve();
      if (message.event === "shown") shown.push({ id: message.id, summary: message.summary, body: message.body });
      if (message.event === "closed") closed.push(message.id);
    });
  });
  await ready;
  return {
    env: { DBUS_SESSION_BUS_ADDRESS: address },
    shown,
    closed,
    click: (id) => server.stdin.write(`click ${id}\n`),
    stop: () => {
      server.kill();
      bus.kill();
    },
  };
}
