import { emailTemplateText, unknownVariableErrors, type EmailTemplate, type TemplateInput } from '@ponte/domain/email';
import { nowIso, type Db, type Tx } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordEmailTemplate = activityRecorder('email_template');

/*
 * Spec 3 email templates. A template is saved only when every {{variable}} it uses is known
 * (nome, email, telefone) or declared in its variables: a typo would otherwise go out as an
 * empty gap in every message of a campaign (docs/0022).
 */

export { renderTemplate, type RenderedEmail, type TemplateRecipient } from '@ponte/domain/email';

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const toTemplate = (r: q.TemplateRow): EmailTemplate => ({
  id: r.id,
  name: r.name,
  subject: r.subject,
  body_html: r.body_html,
  body_json: parseJson<Record<string, unknown> | null>(r.body_json, null),
  variables: parseJson<string[]>(r.variables, []),
  created_by: r.created_by,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  return (await q.listTemplateRows(db)).map(toTemplate);
}

/** A template by id, or undefined: what a campaign reads before sending. */
export async function findTemplate(db: Db, id: number): Promise<EmailTemplate | undefined> {
  const row = await q.findTemplateRow(db, id);
  return row && toTemplate(row);
}

export async function getTemplate(db: Db, id: number): Promise<EmailTemplate> {
  const template = await findTemplate(db, id);
  if (!template) throw notFound(emailTemplateText.notFound);
  return template;
}

function checkVariables(input: TemplateInput) {
  const errors = unknownVariableErrors(input);
  const first = errors.subject ?? errors.body_html;
  if (first) throw badRequest(first, errors, 'unknown_template_variable');
}

const columns = (input: TemplateInput) => ({
  name: input.name,
  subject: input.subject,
  body_html: input.body_html,
  body_json: input.body_json === null ? null : JSON.stringify(input.body_json),
  variables: JSON.stringify(input.variables),
});

export async function createTemplate(db: Db, actor: Actor, input: TemplateInput, ip?: string): Promise<EmailTemplate> {
  checkVariables(input);
  const now = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await q.insertTemplate(tx, {
      ...columns(input),
      created_by: actor.id,
      created_at: now,
      updated_at: now,
    });
    await recordEmailTemplate(tx, actor.id, 'create', id, { name: input.name }, ip);
    return id;
  });
  return getTemplate(db, id);
}

export async function updateTemplate(
  db: Db,
  actor: Actor,
  id: number,
  input: TemplateInput,
  ip?: string,
): Promise<EmailTemplate> {
  checkVariables(input);
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'update',
      entityType: 'email_template',
      entityId: id,
      details: { name: input.name },
      ip,
    },
    (tx: Tx) => q.updateTemplateRow(tx, id, { ...columns(input), updated_at: nowIso() }),
    emailTemplateText.notFound,
  );
  return getTemplate(db, id);
}

/**
 * Refuses a deletion by throwing: called inside the deletion's transaction while the template's
 * row is locked, so nothing can start using the template between the check and the delete.
 * The campaigns module passes it in (src/modules.ts): it knows which campaigns still need the template.
 */
export type TemplateDeleteCheck = (tx: Tx, templateId: number) => Promise<void>;

export async function deleteTemplate(
  db: Db,
  actor: Actor,
  id: number,
  opts: { ip?: string; check?: TemplateDeleteCheck } = {},
): Promise<void> {
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'email_template',
      entityId: id,
      details: (row) => ({ name: row.name }),
      ip: opts.ip,
    },
    async (tx: Tx) => {
      if (!(await q.lockTemplateRow(tx, id, 'update'))) return undefined;
      await opts.check?.(tx, id);
      return q.deleteTemplateRow(tx, id);
    },
    emailTemplateText.notFound,
  );
}

/**
 * The template a campaign is about to use, its row held until the transaction ends so it cannot
 * be deleted meanwhile (docs/0049); undefined when it no longer exists.
 */
export async function holdTemplate(tx: Tx, id: number): Promise<EmailTemplate | undefined> {
  const row = await q.lockTemplateRow(tx, id, 'share');
  return row && toTemplate(row);
}
