import { placeholdersIn } from '@ponte/domain/email';
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
  template: { subject: string; body_html: string },
  customerIds: readonly (number | null)[],
): Promise<(customerId: number | null) => Record<string, string>> {
  const own = variableValues(campaign.variable_values);
  // The lists are priced only for a template that speaks of them: most campaigns do not.
  const lists = usesListVariables(template)
    ? await openListFacts(
        db,
        customerIds.filter((id): id is number => id !== null),
      )
    : new Map<number, Record<string, string>>();
  return (customerId) => ({ ...own, ...(customerId === null ? {} : lists.get(customerId)) });
}

const LIST_VARIABLES = new Set(['lista', 'total_lista', 'frete', 'link_pagamento']);

const usesListVariables = (template: { subject: string; body_html: string }) =>
  placeholdersIn(`${template.subject}\n${template.body_html}`).some((name) => LIST_VARIABLES.has(name));
