import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { i18n, loginReturnPath, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { loginUser } from '../api/auth.api';
import { blockedMessage, failureText } from '../utils/failure';
import { withoutField } from '../utils/field-errors';
import { checkLogin, type LoginMethod } from '../utils/login.rules';
import { useAuthForm } from './use-auth-form';

export function useLoginForm() {
  const [method, setMethodState] = useState<LoginMethod>('email');
  const [blocked, setBlocked] = useState<string | null>(null);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const location = useLocation();
  const form = useAuthForm({
    initial: { email: '', phone: '', password: '' },
    check: (values) => checkLogin(method, values),
    send: async (request) => {
      setBlocked(null);
      const result = await loginUser(request);
      await session.signIn(result);
      toast.success(i18n.t('login.success', { ns: 'public' }));
      navigate(loginReturnPath(location.state), { replace: true });
    },
    fail: (err) => {
      const blockedText = blockedMessage(err);
      setBlocked(blockedText);
      toast.error(blockedText ?? failureText(err, i18n.t('login.failed', { ns: 'public' })));
    },
  });

  const setMethod = (next: LoginMethod) => {
    setMethodState(next);
    // The other tab's identifier message no longer describes anything on screen.
    form.setErrors((prev) => withoutField(withoutField(prev, 'email'), 'phone'));
  };

  return { ...form, method, setMethod, blocked };
}
