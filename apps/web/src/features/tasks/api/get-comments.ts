import { useQuery } from '@tanstack/react-query';
import type { TaskComment } from '@ponte/domain/tasks';
import { api } from '../../../lib/api';
import { taskKeys } from './query-keys';

export const useTaskComments = (taskId: number) =>
  useQuery({
    queryKey: taskKeys.comments(taskId),
    queryFn: ({ signal }) => api.get<TaskComment[]>(`/tasks/${taskId}/comments`, signal),
  });
