import { customerErrorText } from '@ponte/domain/customers';
import type { Db } from '../../db';
import type { Customer } from '../../db/types';
import { notFound } from '../../lib/errors';
import * as q from './queries';

export async function requireCustomer(db: Db, id: number): Promise<Customer> {
  const customer = await q.findCustomer(db, id);
  if (!customer) throw notFound(customerErrorText.notFound);
  return customer;
}

/** The customer with its assignee's name (`seller_name`), for the customer's page; 404 otherwise. */
export async function requireCustomerWithSeller(db: Db, id: number) {
  const customer = await q.findCustomerWithSeller(db, id);
  if (!customer) throw notFound(customerErrorText.notFound);
  return customer;
}
