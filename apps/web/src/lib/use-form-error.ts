import { useCallback, useState } from 'react';

/**
 * A form's one error message. It answers the last attempt, so it goes as soon as the user
 * changes anything: left beside new input it would read as a verdict on that input.
 * `clearing(handler)` wraps an input's change handler.
 */
export function useFormError() {
  const [error, setError] = useState('');
  const clearing = useCallback(
    <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        setError('');
        handler(...args);
      },
    [],
  );
  return { error, setError, clearing };
}
