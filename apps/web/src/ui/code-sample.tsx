import type { CSSProperties, ReactNode } from 'react';
import { Code } from '@mantine/core';

export type CodeSampleProps = {
  /** What the sample is, read by screen readers when the keyboard reaches it. */
  label: string;
  children: ReactNode;
  style?: CSSProperties;
};

/**
 * A block of code that may be wider or taller than its box. It scrolls, so the keyboard must
 * be able to reach it (WCAG 2.1.1): it is a focusable, named region.
 */
export function CodeSample({ label, children, style }: CodeSampleProps) {
  return (
    <Code block tabIndex={0} role="region" aria-label={label} style={{ overflow: 'auto', ...style }}>
      {children}
    </Code>
  );
}
