import { IconListCheck, IconMessages, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { useHealth } from '../api/get-health';
import { useStats } from '../api/get-stats';
import { StatCardGrid } from '../../../ui/stat-card';

const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('pt-BR'));

/** The four counters of the dashboard; the lines under them show only when the health check succeeded. */
export function OverviewCards() {
  const health = useHealth();
  const online = health.isSuccess && health.data.status === 'ok';
  const stats = useStats(online).data;
  const activeShare = stats && stats.totalLists > 0 ? Math.round((stats.activeLists / stats.totalLists) * 100) : 0;

  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      cards={[
        {
          title: 'Total Users',
          value: count(stats?.totalUsers),
          icon: <IconUsers size={22} />,
          hint: online && 'Clientes cadastrados',
        },
        {
          title: 'Messages Sent',
          value: count(stats?.totalMessages),
          icon: <IconMessages size={22} />,
          color: 'teal',
          hint: online && 'Mensagens trocadas com o bot',
        },
        {
          title: 'Shopping Lists',
          value: count(stats?.totalLists),
          icon: <IconShoppingCart size={22} />,
          color: 'grape',
          hint: online && 'Listas de compras criadas',
        },
        {
          title: 'Active Lists',
          value: count(stats?.activeLists),
          icon: <IconListCheck size={22} />,
          color: 'orange',
          hint: online && `${activeShare}% do total de listas`,
        },
      ]}
    />
  );
}
