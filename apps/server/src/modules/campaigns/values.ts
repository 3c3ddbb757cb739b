import type { Db } from '../../db';
import { openListFacts } from '../lists/service';
import { variableValues } from './sources';

/**
 * What fills a template's variables for each recipient, beside their name, e-mail and phone
 * (docs/0022, issue 29): their newest active list ({{lista}}, {{total_lista}}, {{frete}},
 * {{link_pagamento}}) and the campaign's own values ({{cupom}}). Keyed by customer id; a bare
 * address of a manual list (no customer) gets the campaign's values only.
 */
export async function valuesFor(
  db: Db,
  campaign: { variable_values: string | null },
  customerIds: readonly (number | null)[],
): Promise<(customerId: number | null) => Record<string, string>> {
  const own = variableValues(campaign.variable_values);
  const lists = await openListFacts(
    db,
    customerIds.filter((id): id is number => id !== null),
  );
  return (customerId) => ({ ...own, ...(customerId === null ? {} : lists.get(customerId)) });
}
