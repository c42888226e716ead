import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { LoginRequest, User } from '../../../../shared/src/protocol/auth';
import { api, ApiError } from '../../api/client';

export interface FormError<F extends string> {
  /** the field to show it under, or 'form' for an answer about the whole form */
  field: F | 'form';
  message: string;
}

/**
 * What both sign-in forms share: check the input with the shared schema (the first problem
 * shows under its field), call auth/login, show the server's refusal above the button.
 */
export function useSignIn<F extends string>(fields: readonly F[], onSignedIn: (user: User) => void) {
  const { t } = useTranslation();
  const [error, setError] = useState<FormError<F> | null>(null);
  const [busy, setBusy] = useState(false);

  /** Validates; on failure shows the first problem and returns null. */
  function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    const field = fields.find((f) => f === issue.path[0]) ?? fields[0]!;
    setError({ field, message: t(issue.message) });
    return null;
  }

  async function signIn(schema: z.ZodType<LoginRequest>, input: unknown): Promise<void> {
    const request = check(schema, input);
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api('auth/login', request, { showError: false }));
    } catch (err) {
      if (err instanceof ApiError) setError({ field: 'form', message: err.message });
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: F | 'form') => (error?.field === field ? error.message : null);
  return { busy, check, signIn, errorOf, setError };
}
