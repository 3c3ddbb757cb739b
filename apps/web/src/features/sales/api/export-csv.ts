import { useMutation } from '@tanstack/react-query';
import { toQuery } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import type { SalesFilters } from './query-keys';

/** GET /api/sales.csv with the screen's filters, downloaded under the name the server gives. */
export const useExportSalesCsv = () =>
  useMutation({ mutationFn: (filters: SalesFilters) => downloadFile(`/sales.csv${toQuery(filters)}`, 'vendas.csv') });
