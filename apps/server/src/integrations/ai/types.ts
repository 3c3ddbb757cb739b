import type { AiValidation, ShoppingListItemInput, TemplateType } from '@ponte/domain/ai';

/** What the caller knows about the conversation; the checker only uses it to tune advice. */
export type CheckContext = {
  /** True when no reply was sent to this customer yet, so a greeting is expected. */
  firstContact?: boolean;
};

/** Checks a staff reply before it goes to the customer (spec 1 §4, spec 3 §5). */
export type MessageChecker = {
  validate(message: string, context?: CheckContext): Promise<AiValidation>;
};

export type GenerateInput = {
  templateType: TemplateType;
  customerName?: string;
  items: ShoppingListItemInput[];
};

/** Writes a ready-to-edit message of one of the seven template types. */
export type MessageWriter = {
  generate(input: GenerateInput): Promise<string>;
};
