import type { Escalation } from '@ponte/domain/conversations';
import { api } from './api';

/**
 * POST /api/escalations/{id}/release: the trainee may write to that customer again. Called from
 * the attendance panel, the supervisor's toast, the bell and the customer's chat.
 */
export const releaseEscalation = (id: number) => api.post<Escalation>(`/escalations/${id}/release`);
