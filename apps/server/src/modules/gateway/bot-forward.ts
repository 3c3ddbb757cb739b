/** Job handler: POSTs a customer message to the bot's webhook; any failure makes the queue retry later. */
export async function forwardToBot(payload: unknown): Promise<void> {
  const { url, body } = payload as { url: string; body: unknown };
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`bot webhook answered ${res.status}`);
}
