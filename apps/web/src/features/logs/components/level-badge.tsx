import { Badge } from '@mantine/core';
import type { LogLevel } from '@ponte/domain/logs';

const levelColors = {
  info: 'blue',
  success: 'green',
  warning: 'yellow',
  error: 'red',
} as const satisfies Record<LogLevel, string>;

export function LevelBadge({ level }: { level: LogLevel }) {
  return (
    <Badge variant="light" color={levelColors[level]}>
      {level}
    </Badge>
  );
}
