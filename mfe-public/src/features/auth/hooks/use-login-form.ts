import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { i18n, loginReturnPath, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { loginUser } from '../api/auth.api';
import { blockedMessage, failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import { checkLogin, type LoginField, type LoginMethod, type LoginValues } from '../utils/login.rules';

export function useLoginForm() {
  const [method, setMethodState] = useState<LoginMethod>('email');
  const [values, setValues] = useState<LoginValues>({ email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [blocked, setBlocked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const location = useLocation();

  const setField = (field: LoginField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutField(prev, field));
  };

  const setMethod = (next: LoginMethod) => {
    setMethodState(next);
    // The other tab's identifier message no longer describes anything on screen.
    setErrors((prev) => withoutField(withoutField(prev, 'email'), 'phone'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkLogin(method, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    setBlocked(null);
    try {
      const result = await loginUser(check.request);
      await session.signIn(result);
      toast.success(i18n.t('login.success', { ns: 'public' }));
      navigate(loginReturnPath(location.state), { replace: true });
    } catch (err) {
      const blockedText = blockedMessage(err);
      setBlocked(blockedText);
      toast.error(blockedText ?? failureText(err, i18n.t('login.failed', { ns: 'public' })));
    } finally {
      setBusy(false);
    }
  };

  return { method, setMethod, values, setField, errors, blocked, busy, submit };
}
