import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskBody, TaskComment } from '@ponte/domain/tasks';
import { api } from '../../../lib/api';
import { taskKeys } from './query-keys';

/** Every task write reads the task lists again (screen, dashboard block, customer detail). */
function useTaskMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }) });
}

export const useCreateTask = () => useTaskMutation((body: TaskBody) => api.post<Task>('/tasks', body));

export const useUpdateTask = () =>
  useTaskMutation(({ id, ...body }: Partial<TaskBody> & { id: number }) => api.put<Task>(`/tasks/${id}`, body));

export const useDeleteTask = () => useTaskMutation((id: number) => api.delete<null>(`/tasks/${id}`));

export const useAddComment = () =>
  useTaskMutation(({ id, comment }: { id: number; comment: string }) =>
    api.post<TaskComment>(`/tasks/${id}/comments`, { comment }),
  );
