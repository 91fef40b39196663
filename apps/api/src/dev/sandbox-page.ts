const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/**
 * The look both sandbox pages share: a centred card in Tiffin's colours, light or dark as the
 * device is, readable on a phone (the viewport meta), with buttons and the way back as buttons.
 */
const HEAD = `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark">
<style>
:root{--bg:#f7f5f2;--card:#fff;--fg:#1c1917;--muted:#57534e;--border:#e7e5e4;--primary:#c2410c;--primary-fg:#fff;--ok:#15803d;--bad:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0c0a09;--card:#1c1917;--fg:#f5f5f4;--muted:#a8a29e;--border:#292524;--primary:#fb923c;--primary-fg:#1c1917;--ok:#4ade80;--bad:#f87171}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--border);border-radius:1rem;padding:1.5rem;display:flex;flex-direction:column;gap:.75rem}
h1{margin:0;font-size:1.5rem}
p{margin:0}
.muted{color:var(--muted);font-size:.875rem}
.approved{color:var(--ok)}.declined,.refunded{color:var(--bad)}
form{display:flex;flex-wrap:wrap;gap:.5rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:999px;font:600 1rem system-ui,sans-serif;text-decoration:none;cursor:pointer;border:1px solid var(--border);background:var(--card);color:var(--fg)}
button[value=approve],.button{background:var(--primary);border-color:var(--primary);color:var(--primary-fg)}
button:focus-visible,.button:focus-visible{outline:2px solid var(--fg);outline-offset:2px}
</style>`;

/** The sandbox's hosted page: the amount and two buttons. */
export function sandboxPage(session: {
  sessionId: string;
  amount: string;
  description: string;
  settled: string | null;
}) {
  const action = "/api/v1/payments/sandbox/callback";
  const buttons = session.settled
    ? `<p>This payment is ${escapeHtml(session.settled)}.</p>`
    : `<form method="get" action="${action}">
  <input type="hidden" name="session_id" value="${escapeHtml(session.sessionId)}">
  <button name="outcome" value="approve">Approve</button>
  <button name="outcome" value="decline">Decline</button>
</form>`;
  return `<!doctype html>
<html lang="en"><head>${HEAD}<title>Sandbox payment</title></head>
<body><main><h1>Sandbox payment</h1><p>${escapeHtml(session.description)}</p><p><strong>${escapeHtml(session.amount)}</strong></p>
${buttons}<p class="muted">No money moves: this is the built-in test provider.</p></main></body></html>`;
}

/** What the customer sees after pressing Approve or Decline, with the way back. */
export function sandboxReturnPage(word: "approved" | "declined" | "refunded", back: string) {
  return `<!doctype html><html lang="en"><head>${HEAD}<title>Payment ${word}</title></head>
<body><main><h1 class="${word}">Payment ${word}</h1>
<p class="muted">No money moves: this is the built-in test provider.</p>
<p><a class="button" href="${escapeHtml(back)}">Back to Tiffin</a></p></main></body></html>`;
}
