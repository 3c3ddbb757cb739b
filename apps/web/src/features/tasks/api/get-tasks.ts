import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskPage } from '@ponte/domain/tasks';
import { DASHBOARD_TASKS_MAX } from '@ponte/domain/task-texts';
import { requestBody, toQuery } from '../../../lib/api';
import { taskKeys, type TaskFilters } from './query-keys';

/** Spec 3 §7: an admin reads GET /api/tasks (every task), anyone else GET /api/tasks/my-tasks. */
const path = (scope: 'all' | 'mine') => (scope === 'all' ? '/tasks' : '/tasks/my-tasks');

export const useTasks = (scope: 'all' | 'mine', filters: TaskFilters, page: number) =>
  useQuery({
    queryKey: taskKeys.page(scope, filters, page),
    queryFn: ({ signal }) =>
      requestBody<TaskPage>('GET', `${path(scope)}${toQuery({ ...filters, page: String(page) })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The dashboard's block: up to five open tasks (pending or in progress). */
export const useOpenTasks = (scope: 'all' | 'mine') =>
  useQuery({
    queryKey: taskKeys.open(scope),
    queryFn: ({ signal }) =>
      requestBody<TaskPage>('GET', `${path(scope)}?open=true&limit=${DASHBOARD_TASKS_MAX}`, { signal }),
  });

/** The tasks about one customer (its detail screen). */
export const useCustomerTasks = (scope: 'all' | 'mine', customerId: number) =>
  useQuery({
    queryKey: taskKeys.customer(customerId),
    queryFn: ({ signal }) => requestBody<TaskPage>('GET', `${path(scope)}?related_to_user=${customerId}`, { signal }),
  });
