import { IconCircleCheck, IconList, IconRepeat, IconShoppingCart } from '@tabler/icons-react';
import { listText, type ListCounters as Counters } from '@ponte/domain/lists';
import { StatCardGrid } from '../../../ui/stat-card';

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('pt-BR'));

/** The four counters of spec 2 §2, over every list whatever the filters. */
export function ListCounters({ counters }: { counters: Counters | undefined }) {
  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      cards={[
        { title: listText.counters.total, value: count(counters?.total), icon: <IconList size={20} /> },
        {
          title: listText.counters.active,
          value: count(counters?.active),
          icon: <IconShoppingCart size={20} />,
          color: 'cyan',
        },
        {
          title: listText.counters.completed,
          value: count(counters?.completed),
          icon: <IconCircleCheck size={20} />,
          color: 'green',
        },
        {
          title: listText.counters.withSubscription,
          value: count(counters?.with_subscription),
          icon: <IconRepeat size={20} />,
          color: 'grape',
        },
      ]}
    />
  );
}
