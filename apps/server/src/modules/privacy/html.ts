import { SHOP_TIME_ZONE } from '@ponte/domain/dates';
import { privacyText } from '@ponte/domain/privacy';
import type { CustomerData } from './collect';

/** The readable copy of a customer's data: one HTML page, printable (or saved as PDF by the browser). */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const clock = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const money = (currency: 'BRL' | 'USD') => new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const LABELS: Record<string, string> = {
  id: 'Nº',
  name: 'Nome',
  phone: 'Telefone',
  whatsapp_phone: 'WhatsApp',
  email: 'E-mail',
  store_email: 'E-mail na loja',
  created_at: 'Criado em',
  last_activity: 'Última atividade',
  direction: 'Sentido',
  author: 'Autor',
  content: 'Conteúdo',
  status: 'Situação',
  quoted: 'Em resposta a',
  completed_at: 'Concluído em',
  total_brl: 'Total (R$)',
  items: 'Itens',
  product: 'Produto',
  sku: 'SKU',
  quantity: 'Quantidade',
  price_usd: 'Preço (US$)',
  shopping_list_id: 'Lista',
  session_id: 'Link',
  amount_brl_cents: 'Valor',
  amount_usd_cents: 'Valor (US$)',
  total_brl_cents: 'Total',
  total_usd_cents: 'Total (US$)',
  value_cents: 'Valor',
  order_summary: 'Resumo do pedido',
  customer_name: 'Nome informado',
  customer_email: 'E-mail informado',
  expires_at: 'Expira em',
  method: 'Forma',
  payment_method: 'Forma de pagamento',
  installments: 'Parcelas',
  confirmed_at: 'Confirmada em',
  title: 'Título',
  description: 'Descrição',
  priority: 'Prioridade',
  due_date: 'Prazo',
  updated_at: 'Atualizada em',
  campaign: 'Campanha',
  sent_at: 'Enviado em',
  opened_at: 'Aberto em',
  clicked_at: 'Clicado em',
  source: 'Origem',
  click_id: 'Identificador do clique',
  pageview: 'Visitas',
  addtocart: 'Adições ao carrinho',
  initiatecheckout: 'Inícios de compra',
  events: 'Eventos',
  event_name: 'Evento',
  event_time: 'Quando',
  event_source_url: 'Página',
  client_ip_address: 'Endereço IP',
  asked_at: 'Enviada em',
  rating: 'Nota',
  comment: 'Comentário',
  answered_at: 'Respondida em',
};

function cell(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : table(value as Record<string, unknown>[]);
  if (typeof value === 'number' && key.endsWith('_cents'))
    return escape(money(key.includes('usd') ? 'USD' : 'BRL').format(value / 100));
  if (typeof value === 'string' && ISO_TIME.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return escape(clock.format(at));
  }
  return escape(String(value)).replace(/\n/g, '<br>');
}

function table(rows: Record<string, unknown>[]): string {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const head = keys.map((k) => `<th scope="col">${escape(LABELS[k] ?? k)}</th>`).join('');
  const body = rows.map((r) => `<tr>${keys.map((k) => `<td>${cell(k, r[k])}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function section(title: string, content: unknown): string {
  const body = Array.isArray(content)
    ? content.length === 0
      ? `<p class="none">${privacyText.none}</p>`
      : typeof content[0] === 'string'
        ? `<p>${content.map((c) => escape(String(c))).join(', ')}</p>`
        : table(content as Record<string, unknown>[])
    : `<dl>${Object.entries(content as Record<string, unknown>)
        .map(([k, v]) => `<dt>${escape(LABELS[k] ?? k)}</dt><dd>${cell(k, v)}</dd>`)
        .join('')}</dl>`;
  return `<section><h2>${escape(title)}</h2>${body}</section>`;
}

export function customerDataHtml(data: CustomerData, meta: { generatedAt: Date; by: string }): string {
  const s = privacyText.sections;
  const title = privacyText.documentTitle(data.profile.name);
  const parts: [string, unknown][] = [
    [s.profile, data.profile],
    [s.labels, data.labels],
    [s.messages, data.messages],
    [s.notes, data.notes],
    [s.lists, data.shopping_lists],
    [s.checkout, data.checkout_sessions],
    [s.payments, data.payments],
    [s.sales, data.sales],
    [s.tasks, data.tasks],
    [s.emails, data.campaign_emails],
    [s.funnel, data.ad_clicks],
    [s.surveys, data.satisfaction_surveys],
  ];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#1a1b1e;line-height:1.4}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f1f3f5}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:600}dd{margin:0}
.none{color:#555}td table{font-size:.8rem}
</style></head><body>
<h1>${escape(title)}</h1>
<p>${escape(privacyText.generated(clock.format(meta.generatedAt), meta.by))}</p>
${parts.map(([t, c]) => section(t, c)).join('\n')}
</body></html>
`;
}
