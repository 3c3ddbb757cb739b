import type { Db } from '../../db';
import { checkoutRecordsOf } from '../checkout/service';
import { emailEventsOfCustomer } from '../campaigns/service';
import { allMessagesOf } from '../conversations/service';
import { surveysOfCustomer } from '../csat/service';
import { requireCustomer } from '../customers/service';
import { funnelRecordsOf } from '../funnel/service';
import { labelsOf } from '../labels/service';
import { customerShoppingLists } from '../lists/service';
import { allNotesOf } from '../notes/service';
import { salesOfCustomer } from '../sales/service';
import { tasksAboutCustomer } from '../tasks/service';

/**
 * Everything Ponte holds about one customer, module by module, as plain data: the profile,
 * messages (files by name), staff notes, lists with their items, checkout links, payments
 * without card data, sales, tasks, campaign e-mails and what was done with them, ad and site
 * clicks, satisfaction surveys.
 */
export async function collectCustomerData(db: Db, customerId: number) {
  const customer = await requireCustomer(db, customerId);
  const [labels, messages, notes, lists, checkout, sales, tasks, emails, funnel, surveys] = await Promise.all([
    labelsOf(db, [customer.id]),
    allMessagesOf(db, customer.id),
    allNotesOf(db, customer.id),
    customerShoppingLists(db, customer.id),
    checkoutRecordsOf(db, customer.id),
    salesOfCustomer(db, customer.id),
    tasksAboutCustomer(db, customer.id),
    emailEventsOfCustomer(db, customer.id),
    funnelRecordsOf(db, customer.id),
    surveysOfCustomer(db, customer.id),
  ]);
  return {
    profile: {
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      whatsapp_phone: customer.whatsapp_phone,
      email: customer.email,
      store_email: customer.email_woocomerce,
      created_at: customer.created_at,
      last_activity: customer.last_activity,
    },
    labels: (labels.get(customer.id) ?? []).map((l) => l.name),
    messages: messages.map((m) => ({
      created_at: m.created_at,
      direction: m.direction,
      author: m.sent_by === 'customer' ? customer.name : (m.sender_name ?? m.sent_by),
      content: m.content,
      status: m.status,
      quoted: m.quoted?.content ?? null,
    })),
    notes: notes.map((n) => ({ created_at: n.created_at, author: n.author_name, content: n.content })),
    shopping_lists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      status: l.status,
      created_at: l.created_at,
      completed_at: l.completed_at,
      total_brl: l.total_brl,
      items: l.shopping_list_items.map((i) => ({
        product: i.product_name,
        sku: i.product_sku,
        quantity: i.quantity,
        price_usd: i.product_price,
      })),
    })),
    checkout_sessions: checkout.sessions,
    payments: checkout.payments,
    sales,
    tasks,
    campaign_emails: emails,
    ad_clicks: funnel,
    satisfaction_surveys: surveys,
  };
}

export type CustomerData = Awaited<ReturnType<typeof collectCustomerData>>;
