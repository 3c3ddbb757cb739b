import { describe, expect, it } from 'vitest';
import { campaignList, CampaignTestBodySchema, confirmSendText, copyName } from './campaigns';

describe('campaign texts (issue 29)', () => {
  it('the send confirmation counts the recipients in pt-BR, one in the singular', () => {
    expect(confirmSendText(1234)).toBe('Enviar esta campanha agora para 1.234 destinatários?');
    expect(confirmSendText(1)).toBe('Enviar esta campanha agora para 1 destinatário?');
  });

  it("a copy is 'Cópia de …', never longer than a campaign name may be", () => {
    expect(copyName('Natal')).toBe('Cópia de Natal');
    expect(copyName('N'.repeat(200))).toHaveLength(200);
  });

  it('a refusal names five campaigns, then how many more', () => {
    expect(campaignList(['A', 'B'])).toBe('"A", "B"');
    expect(campaignList(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('"A", "B", "C", "D", "E" e mais 2');
  });

  it('a test send goes to one valid address, trimmed and lower-cased, or to the sender when none', () => {
    expect(CampaignTestBodySchema.parse({ to: ' Eu@Loja.TEST ' })).toEqual({ to: 'eu@loja.test' });
    expect(CampaignTestBodySchema.parse({})).toEqual({});
    expect(CampaignTestBodySchema.safeParse({ to: 'eu@' }).success).toBe(false);
  });
});
