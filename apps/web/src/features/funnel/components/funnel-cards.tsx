import { SimpleGrid } from '@mantine/core';
import {
  IconClick,
  IconCreditCard,
  IconEye,
  IconPercentage,
  IconReceipt,
  IconShoppingCartPlus,
} from '@tabler/icons-react';
import {
  formatRatePercent,
  formatStepPercent,
  funnelSteps,
  type FunnelStats,
  type FunnelStep,
} from '@ponte/domain/funnel';
import { StatCard } from '../../../ui/stat-card';

const CARDS = {
  clicks: { title: 'Cliques', icon: IconClick, color: 'blue' },
  visited: { title: 'Visitaram', icon: IconEye, color: 'cyan' },
  cart: { title: 'Adicionaram ao carrinho', icon: IconShoppingCartPlus, color: 'grape' },
  checkout: { title: 'Foram ao checkout', icon: IconCreditCard, color: 'orange' },
  purchased: { title: 'Compraram', icon: IconReceipt, color: 'green' },
} as const satisfies Record<FunnelStep['key'], object>;

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('pt-BR'));

function stepHint(step: FunnelStep) {
  if (step.key === 'clicks') return 'Cliques em anúncios da Meta';
  return step.percent === null ? '— da etapa anterior' : `${formatStepPercent(step.percent)} da etapa anterior`;
}

/** The five steps with each one's share of the step before, and the overall conversion rate. */
export function FunnelCards({ stats }: { stats: FunnelStats | undefined }) {
  const steps = stats ? funnelSteps(stats) : undefined;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="md">
      {(Object.keys(CARDS) as FunnelStep['key'][]).map((key, i) => {
        const { title, icon: Icon, color } = CARDS[key];
        const step = steps?.[i];
        return (
          <StatCard
            key={key}
            title={title}
            value={count(step?.count)}
            icon={<Icon size={22} />}
            color={color}
            hint={step && stepHint(step)}
          />
        );
      })}
      <StatCard
        title="Taxa de conversão"
        value={stats ? formatRatePercent(stats.conversion_rate) : '—'}
        icon={<IconPercentage size={22} />}
        color="teal"
        hint={stats && 'Compras por clique no período'}
      />
    </SimpleGrid>
  );
}
