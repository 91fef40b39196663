const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

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
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head>
<body><h1>Sandbox payment</h1><p>${escapeHtml(session.description)}</p><p><strong>${escapeHtml(session.amount)}</strong></p>
${buttons}<p><small>No money moves: this is the built-in test provider.</small></p></body></html>`;
}

/** What the customer sees after pressing Approve or Decline, with the way back. */
export function sandboxReturnPage(word: "approved" | "declined" | "refunded", back: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment ${word}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto"><h1>Payment ${word}</h1>
<p><a href="${escapeHtml(back)}">Back to Tiffin</a></p></body></html>`;
}
