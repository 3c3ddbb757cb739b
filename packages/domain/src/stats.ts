import { z } from 'zod';

export const StatsSchema = z.object({
  totalUsers: z.number().int(),
  totalMessages: z.number().int(),
  totalLists: z.number().int(),
  activeLists: z.number().int(),
});
export type Stats = z.infer<typeof StatsSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  uptime_seconds: z.number(),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
