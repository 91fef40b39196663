import { describe, expect, it } from "vitest";
import { calculateBody, calculateCart, createApiClient, toWireLocation } from "../src";

function recordingClient() {
  const bodies: unknown[] = [];
  const client = createApiClient({
    transport: async (request) => {
      bodies.push(await request.json());
      return new Response(
        JSON.stringify({ timestamp: "2026-01-01T00:00:00Z", status: true, message: "OK", data: {} }),
        { headers: { "Content-Type": "application/json" } },
      );
    },
  });
  return { bodies, client };
}

describe("calculate requests", () => {
  it("sends the delivery address as [latitude, longitude], the form the calculate schema reads", async () => {
    const { bodies, client } = recordingClient();
    // Only what is sent matters here: the empty answer fails the response schema, on purpose.
    await calculateCart(client, 4, {
      type: "delivery",
      address: toWireLocation({ latitude: 51.5, longitude: -0.12 }),
      currency_id: 2,
    }).catch(() => undefined);
    expect(bodies[0]).toEqual({ type: "delivery", address: [51.5, -0.12], currency_id: 2 });
    expect(calculateBody.parse(bodies[0]).address).toEqual({ latitude: 51.5, longitude: -0.12 });
  });

  it("refuses at compile time an address sent as an object", () => {
    const { client } = recordingClient();
    const call = () =>
      // @ts-expect-error the contract's form is [latitude, longitude]
      calculateCart(client, 4, { type: "delivery", address: { latitude: 51.5, longitude: -0.12 } });
    expect(typeof call).toBe("function");
  });
});
