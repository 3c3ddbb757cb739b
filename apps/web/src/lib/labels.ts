import { useQuery } from '@tanstack/react-query';
import type { Label } from '@ponte/domain/labels';
import { api } from './api';

/** The label catalogue's cache key: the labels screen writes it; every list filters by it (issue 32). */
export const labelCatalogueKey = ['labels'] as const;

/** GET /api/labels: the catalogue, by name, with how many customers carry each. */
export const useLabelCatalogue = () =>
  useQuery({ queryKey: labelCatalogueKey, queryFn: ({ signal }) => api.get<Label[]>('/labels', signal) });
