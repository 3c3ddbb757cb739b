import { useId, type ComponentProps, type ReactNode } from 'react';
import s from '../checkout.module.css';

/*
 * The few building blocks the customer's pages use, in plain elements (issue 35): the staff app's
 * Mantine would double what a phone downloads to pay. Labels, errors and hints are tied to their
 * input (aria-describedby, aria-invalid) as Mantine ties them.
 */

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** One titled block of the checkout pages, a region named by its title. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={s.card} aria-labelledby={id}>
      <h2 className={s.cardTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A plain block with the card's border, untitled. */
export const Card = ({ children }: { children: ReactNode }) => <div className={s.card}>{children}</div>;

type Tone = 'info' | 'warning' | 'danger' | 'success';

/** A coloured note. `role` is for the ones that report what just happened (alert, status). */
export function Notice({
  tone,
  title,
  icon,
  role = 'note',
  children,
}: {
  tone: Tone;
  title?: string;
  icon?: ReactNode;
  role?: 'note' | 'alert' | 'status';
  children?: ReactNode;
}) {
  return (
    <div className={cx(s.notice, s[tone])} role={role}>
      {title && (
        <p className={s.noticeTitle}>
          {icon}
          {title}
        </p>
      )}
      {children}
    </div>
  );
}

type ButtonLook = { look?: 'filled' | 'light' | 'done'; size?: 'md' | 'lg'; full?: boolean };
const buttonClass = ({ look = 'filled', size = 'md', full }: ButtonLook) =>
  cx(s.button, look === 'light' && s.light, look === 'done' && s.done, size === 'lg' && s.large, full && s.full);

export function Button({ look, size, full, type = 'button', ...props }: ButtonLook & ComponentProps<'button'>) {
  return <button type={type} className={buttonClass({ look, size, full })} {...props} />;
}

/** A link that looks like a button (another page, the boleto's PDF). */
export function ButtonLink({ look, size, full, ...props }: ButtonLook & ComponentProps<'a'>) {
  return <a className={buttonClass({ look, size, full })} {...props} />;
}

export const Spinner = () => <div className={s.spinner} role="progressbar" aria-label="Carregando" />;

type FieldFrame = { label: string; required?: boolean; error?: string; hint?: string; className?: string };

/** Label, control, then hint and error, the control described by both. */
function Frame({
  label,
  required,
  error,
  hint,
  className,
  id,
  children,
}: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={cx(s.field, className)}>
      <label className={s.label} htmlFor={id}>
        {label}
        {required && (
          <span className={s.required} aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className={s.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={s.error} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, hint?: string, error?: string) =>
  cx(hint && `${id}-hint`, error && `${id}-error`) || undefined;

type TextFieldProps = FieldFrame & Omit<ComponentProps<'input'>, 'className'> & { badge?: ReactNode };

export function TextField({ label, required, error, hint, className, badge, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <Frame {...{ label, required, error, hint, className, id }}>
      <div className={s.inputBox}>
        <input
          id={id}
          className={cx(s.input, !!badge && s.inputWithBadge)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described(id, hint, error)}
          {...input}
        />
        {badge}
      </div>
    </Frame>
  );
}

type SelectFieldProps = FieldFrame &
  Omit<ComponentProps<'select'>, 'className'> & { options: { value: string; label: string }[] };

/** A native select: on a phone it opens the system picker, which is easier than a drop-down. */
export function SelectField({ label, required, error, hint, className, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Frame {...{ label, required, error, hint, className, id }}>
      <select
        id={id}
        className={s.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function TextAreaField({
  label,
  className,
  ...area
}: Omit<FieldFrame, 'error' | 'hint'> & Omit<ComponentProps<'textarea'>, 'className'>) {
  const id = useId();
  return (
    <Frame {...{ label, className, id }}>
      <textarea id={id} className={cx(s.input, s.mono)} {...area} />
    </Frame>
  );
}

export { cx, s as styles };
