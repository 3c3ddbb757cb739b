import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { aiText, TEMPLATE_TYPES, templateTypeLabels, type TemplateType } from '@ponte/domain/ai';
import { ApiError } from '../../../lib/api';
import { useGenerateMessage } from '../api/generate-message';
import type { ConversationCustomer } from '../hooks/send-flow';

const templateOptions = TEMPLATE_TYPES.map((value) => ({ value, label: templateTypeLabels[value] }));

/** Spec 3 §8: the server could not be reached, or it answered but refused to generate. */
export const generateErrorText = (err: unknown) =>
  err instanceof ApiError && !err.isNetworkError ? aiText.generateAiFailed : aiText.generateFailed;

export type MessageGeneratorProps = {
  customer: ConversationCustomer;
  shoppingListItems: unknown[];
  /** The send box is busy or blocked: its text must not change under it. */
  disabled: boolean;
  /** The draft goes into the send box for review; it is never sent by itself. */
  onGenerated: (message: string) => void;
};

/** Spec 3 'Meus Atendimentos': a message of the chosen kind written by the AI for this customer. */
export function MessageGenerator({ customer, shoppingListItems, disabled, onGenerated }: MessageGeneratorProps) {
  const generate = useGenerateMessage();
  const [templateType, setTemplateType] = useState<TemplateType>('welcome');
  const [error, setError] = useState<string | null>(null);

  const run = () => {
    setError(null);
    generate.mutate(
      {
        template_type: templateType,
        customer_name: customer.name,
        customer_phone: customer.phone,
        shopping_list_items: shoppingListItems,
      },
      { onSuccess: (generated) => onGenerated(generated.message), onError: (err) => setError(generateErrorText(err)) },
    );
  };

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Gerar mensagem com IA"
          data={templateOptions}
          value={templateType}
          onChange={(value) => value && setTemplateType(value as TemplateType)}
          allowDeselect={false}
          size="sm"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} />}
          loading={generate.isPending}
          disabled={disabled}
          onClick={run}
        >
          Gerar
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
