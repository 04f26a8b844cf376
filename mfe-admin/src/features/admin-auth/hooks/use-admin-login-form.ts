import { useState, type FormEvent } from 'react';
import { adminLoginSchema, messages } from '@abialbum/contracts';
import { i18n, useAppNavigate, useToast } from '@abialbum/web-kit';
import { useAdminSession } from '@abialbum/web-kit/admin';
import { loginAdmin } from '../api/admin-auth.api';

export const ADMIN_HOME = '/abialbum/admin/dashboard';

export function useAdminLoginForm() {
  const [email, setEmailState] = useState('');
  const [password, setPasswordState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useAdminSession();
  const toast = useToast();
  const navigate = useAppNavigate();

  const setEmail = (value: string) => {
    setEmailState(value);
    setError(null);
  };
  const setPassword = (value: string) => {
    setPasswordState(value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = adminLoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(messages.adminFields);
      return;
    }
    setBusy(true);
    try {
      session.signIn(await loginAdmin(parsed.data.email, parsed.data.password));
      toast.success(i18n.t('login.success', { ns: 'admin' }));
      navigate(ADMIN_HOME, { replace: true });
    } catch (err) {
      toast.error(err);
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, password, setPassword, error, busy, submit };
}
