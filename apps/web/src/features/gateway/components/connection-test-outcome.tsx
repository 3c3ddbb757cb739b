import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { gatewayText } from '@ponte/domain/gateway';
import { ApiError, errorText } from '../../../lib/api';
import type { ConnectionTestResult } from '../api/test-gateway-connection';

export type ConnectionTestOutcomeProps = {
  test: Pick<UseMutationResult<ConnectionTestResult, Error, void>, 'data' | 'error' | 'isSuccess' | 'isError'>;
};

/** Spec 3 §4 connection test: idle, testing, then the success message or the failure with the gateway's reason. */
export function ConnectionTestOutcome({ test }: ConnectionTestOutcomeProps) {
  if (test.isSuccess) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
        {test.data?.message || gatewayText.testOk}
      </Alert>
    );
  }
  if (test.isError) {
    const reason = test.error instanceof ApiError ? test.error.details.gateway : undefined;
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} />}
        title={errorText(test.error, gatewayText.testFailed)}
        role="alert"
      >
        {reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {reason}
          </Text>
        )}
      </Alert>
    );
  }
  return null;
}
