import { bearer, type TestContext } from './helpers';

/** A staff member's send from the chat screen (POST /api/setText) with `token`: the gateway sends `msg` to `phone`. */
export const setText = (
  t: TestContext,
  token: string,
  payload: { phone: string; msg: string; [field: string]: unknown },
) => t.app.inject({ method: 'POST', url: '/api/setText', headers: bearer(token), payload });

/**
 * The chat screen's second step (POST /api/send-admin-message) with `token`: records `content` in
 * the customer's chat, tied to the setText that sent it by `gateway_log_id` where there was one.
 */
export const sendAdminMessage = (
  t: TestContext,
  token: string,
  payload: { user_id: number; content: string; [field: string]: unknown },
) => t.app.inject({ method: 'POST', url: '/api/send-admin-message', headers: bearer(token), payload });

/** The chat screen's whole send: setText to the customer's phone, then send-admin-message records it tied to that send. */
export async function sendFromChatScreen(
  t: TestContext,
  token: string,
  customer: { id: number; phone: string },
  content: string,
) {
  const sent = await setText(t, token, { phone: customer.phone, msg: content });
  const recorded = await sendAdminMessage(t, token, {
    user_id: customer.id,
    content,
    gateway_log_id: sent.json().data.log_id,
  });
  return { sent, recorded };
}

/** A trainee's message the AI check held back, passed to the supervisors (POST /api/chat/notify-supervisor) with `token`. */
export const notifySupervisor = (t: TestContext, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/chat/notify-supervisor', headers: bearer(token), payload });
