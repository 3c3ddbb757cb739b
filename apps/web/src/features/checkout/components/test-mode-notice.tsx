import { IconFlask } from '@tabler/icons-react';
import { formatCardNumber } from '@ponte/domain/cards';
import { checkoutText, TEST_CARDS } from '@ponte/domain/checkout-rules';
import { Notice, styles as s } from './ui';

const outcomes: { key: keyof typeof TEST_CARDS; label: string }[] = [
  { key: 'approved', label: 'Aprovado' },
  { key: 'declined', label: 'Recusado' },
  { key: 'pending', label: 'Pendente' },
];

/** No payment contract is configured: nothing is charged, and only these cards decide the result. */
export function TestModeNotice() {
  return (
    <Notice tone="warning" icon={<IconFlask size={18} aria-hidden />} title={checkoutText.testCardOnly}>
      <p className={s.text}>Nenhuma cobrança real será feita. Cartões de teste:</p>
      <ul className={s.list}>
        {outcomes.map(({ key, label }) => (
          <li key={key}>
            {label}: <span className={s.mono}>{formatCardNumber(TEST_CARDS[key])}</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
