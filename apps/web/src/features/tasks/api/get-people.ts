import { useQuery } from '@tanstack/react-query';
import type { CustomerListResponse } from '@ponte/domain/customers';
import type { UserPick } from '@ponte/domain/users';
import { api, requestBody, toQuery } from '../../../lib/api';
import { taskKeys } from './query-keys';

/** GET /api/users: the staff a task can be given to ('Atribuir a') and filtered by. */
export const useTaskStaff = () =>
  useQuery({
    queryKey: taskKeys.staff(),
    queryFn: ({ signal }) => api.get<UserPick[]>('/users', signal),
    staleTime: 5 * 60_000,
  });

/** GET /api/customers?search=: the customers 'Relacionado a Usuário' offers as the user types. */
export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: taskKeys.customers(search),
    queryFn: ({ signal }) =>
      requestBody<CustomerListResponse>('GET', `/customers${toQuery({ search, limit: '20' })}`, { signal }),
    staleTime: 30_000,
  });
