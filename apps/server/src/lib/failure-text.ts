/**
 * What staff read when a service Ponte talks to fails: Portuguese, naming the service and the
 * address, instead of Node's `connect ECONNREFUSED 127.0.0.1:2599` (issue 29). Errors that are
 * already sentences (a provider's own message) pass through after the first line.
 */
type NodeLikeError = Error & {
  code?: string;
  address?: string;
  port?: number;
  hostname?: string;
  responseCode?: number;
  response?: string;
  command?: string;
};

/** ' (host:port)', from the error or, when it does not carry them, from Node's own message. */
function where(e: NodeLikeError): string {
  let host = e.address ?? e.hostname;
  let port = e.port;
  if (!host) {
    const m = /(?:ECONNREFUSED|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\s+([\w.:-]+?):(\d+)/.exec(e.message ?? '');
    const n = /(?:ENOTFOUND|EAI_AGAIN)\s+([\w.-]+)/.exec(e.message ?? '');
    if (m) [host, port] = [m[1], Number(m[2])];
    else if (n) host = n[1];
  }
  return host ? ` (${host}${port ? `:${port}` : ''})` : '';
}

const CODE_TEXT: Record<string, string> = {
  ECONNREFUSED: 'recusou a conexão',
  ETIMEDOUT: 'não respondeu a tempo',
  ESOCKET: 'fechou a conexão',
  ECONNRESET: 'interrompeu a conexão',
  EHOSTUNREACH: 'está inacessível pela rede',
  ENOTFOUND: 'não foi encontrado (endereço inexistente)',
  EAI_AGAIN: 'não foi encontrado (falha de DNS)',
  CERT_HAS_EXPIRED: 'apresentou um certificado TLS vencido',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'apresentou um certificado TLS não confiável',
  SELF_SIGNED_CERT_IN_CHAIN: 'apresentou um certificado TLS não confiável',
  ERR_TLS_CERT_ALTNAME_INVALID: 'apresentou um certificado TLS de outro endereço',
};

/** The most telling code: the one in Node's message ('connect ECONNREFUSED …') before a wrapper's ('ESOCKET'). */
function codeOf(e: NodeLikeError): string | undefined {
  const inMessage = Object.keys(CODE_TEXT).find((code) => e.message?.includes(code));
  if (inMessage) return inMessage;
  if (e.code && CODE_TEXT[e.code]) return e.code;
  return undefined;
}

/** `service` names who failed: 'Servidor SMTP', 'Gateway do WhatsApp', 'Appmax'… */
export function failureText(err: unknown, service: string): string {
  if (!(err instanceof Error)) return `${service}: ${String(err).split('\n')[0]}`;
  const e = err as NodeLikeError;
  const code = codeOf(e);
  if (code) return `${service} ${CODE_TEXT[code]}${where(e)}`;
  // SMTP answers: 535 is a refused login, other 5xx a permanent refusal, 4xx a temporary one.
  if (e.responseCode === 535 || e.code === 'EAUTH')
    return `${service} recusou o usuário ou a senha${e.response ? `: ${e.response}` : ''}`;
  if (e.responseCode && e.responseCode >= 500)
    return `${service} recusou a mensagem (${e.responseCode})${e.response ? `: ${e.response}` : ''}`;
  if (e.responseCode && e.responseCode >= 400)
    return `${service} recusou a mensagem por ora (${e.responseCode}), tente mais tarde${e.response ? `: ${e.response}` : ''}`;
  return `${service}: ${e.message.split('\n')[0]}`;
}

/**
 * A `fetch` that never got an answer: Node reports 'fetch failed' and keeps the reason in
 * `cause` (ECONNREFUSED, ENOTFOUND…); a timeout is its own case.
 */
export function fetchFailureText(err: unknown, service: string): string {
  if (err instanceof DOMException && err.name === 'TimeoutError') return `${service} não respondeu a tempo`;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return failureText(cause, service);
}
