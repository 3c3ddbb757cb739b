import { Paper, Switch } from '@mantine/core';
import { twoFactorText } from '@ponte/domain/two-factor';
import { useSaveTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-admin';
import { toastOutcome } from '../../../lib/toast-outcome';

/** Issue 33: the shop's rule that admins and supervisors sign in with a second factor. */
export function TwoFactorPolicySwitch() {
  const policy = useTwoFactorPolicy();
  const save = useSaveTwoFactorPolicy();
  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Switch
        label={twoFactorText.policyLabel}
        description={twoFactorText.policyHint}
        checked={policy.data?.required ?? false}
        disabled={!policy.data || save.isPending}
        onChange={(e) =>
          save.mutate(e.currentTarget.checked, toastOutcome(twoFactorText.policySaved, twoFactorText.failed))
        }
      />
    </Paper>
  );
}
