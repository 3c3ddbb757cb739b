import type { Staff } from '../db/types';
import type { Demo } from './context';

/** [title, description, priority, status, due in days (negative: overdue), for a customer?] */
const TASKS = [
  [
    'Ligar para confirmar o endereço',
    'Cliente pediu entrega no trabalho; confirmar número e complemento.',
    'high',
    'pending',
    1,
    true,
  ],
  ['Enviar código de rastreio', null, 'medium', 'in_progress', 0, true],
  [
    'Cotar frete da geladeira portátil',
    'Produto pesado: pedir cotação à transportadora.',
    'urgent',
    'pending',
    -2,
    true,
  ],
  [
    'Revisar lista de Black Friday',
    'Conferir preços das lojas antes de gerar os links.',
    'high',
    'in_progress',
    3,
    false,
  ],
  ['Atualizar planilha de pesos', null, 'low', 'pending', 7, false],
  ['Responder avaliação no Instagram', null, 'medium', 'completed', -1, true],
  ['Treinar trainee no checkout', 'Mostrar PIX, boleto e cartão em modo de teste.', 'medium', 'pending', 5, false],
  ['Cancelar pedido duplicado', null, 'high', 'cancelled', -3, true],
  [
    'Conferir pagamentos pendentes',
    'Verificar PIX recebidos no banco e confirmar na lista.',
    'urgent',
    'in_progress',
    -1,
    false,
  ],
  ['Organizar fotos dos produtos', null, 'low', 'completed', -5, false],
] as const;

/** A dozen tasks for /tarefas and the dashboard: every status and priority, some overdue, some with comments. */
export async function seedTasks(demo: Demo, staff: Staff[]) {
  const { db, rnd, pick, iso, daysAgo, now } = demo;
  // The main admin is created at start-up, before the demo's own staff.
  const admin =
    (await db.selectFrom('staff').select(['id']).where('role', '=', 'admin').orderBy('id').executeTakeFirst()) ??
    staff[0]!;
  const team = staff.filter((s) => s.active && s.role !== 'admin');
  const customers = await db.selectFrom('customers').select('id').orderBy('id').limit(20).execute();
  const day = (offset: number) => {
    const d = new Date(now);
    d.setUTCDate(d.getUTCDate() + offset);
    return d.toISOString().slice(0, 10);
  };
  for (const [i, [title, description, priority, status, due, aboutCustomer]] of TASKS.entries()) {
    const created = iso(daysAgo(6 - Math.floor(i / 2), 12 + (i % 6)));
    const assignee = pick(team);
    const { id } = await db
      .insertInto('tasks')
      .values({
        title,
        description,
        assigned_to: assignee.id,
        related_to_user: aboutCustomer ? pick(customers).id : null,
        priority,
        status,
        due_date: day(due),
        created_by: i % 3 === 0 ? assignee.id : admin.id,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (rnd() < 0.5) {
      await db
        .insertInto('task_comments')
        .values([
          { task_id: id, user_id: admin.id, comment: 'Pode priorizar esta, por favor.', created_at: created },
          { task_id: id, user_id: assignee.id, comment: 'Combinado, vejo ainda hoje.', created_at: created },
        ])
        .execute();
    }
  }
}
