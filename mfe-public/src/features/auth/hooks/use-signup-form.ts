import { useState } from 'react';
import { ApiError, i18n, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { signupUser, uploadProfileImage } from '../api/auth.api';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import {
  checkProfileImage,
  checkSignup,
  emptySignupValues,
  type SignupField,
} from '../utils/signup.rules';
import { useAuthForm } from './use-auth-form';

const formFields: readonly SignupField[] = ['name', 'email', 'city', 'state', 'country', 'password', 'confirmPassword'];

/** Server field errors land on the matching inputs; its profileImage is the form's file field. */
function fromServer(errors: Record<string, string>): FieldErrors<SignupField> {
  const result: FieldErrors<SignupField> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'profileImage' ? 'profileImageFile' : (key as SignupField);
    if (field === 'profileImageFile' || formFields.includes(field)) result[field] = message;
  }
  return result;
}

export function useSignupForm() {
  const [image, setImageState] = useState<File | null>(null);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();
  const form = useAuthForm({
    initial: emptySignupValues,
    check: (values) => checkSignup(values, image),
    send: async (request) => {
      let profileImage: string | undefined;
      if (image) {
        try {
          profileImage = await uploadProfileImage(image);
        } catch {
          toast.error(i18n.t('signup.imageFailed', { ns: 'public' }));
          return;
        }
      }
      const result = await signupUser(profileImage ? { ...request, profileImage } : request);
      await session.signIn(result);
      toast.success(i18n.t('signup.success', { ns: 'public' }));
      navigate('/abialbum/dashboard');
    },
    fail: (err) => {
      if (err instanceof ApiError && err.errors) form.setErrors(fromServer(err.errors));
      toast.error(failureText(err, i18n.t('signup.failed', { ns: 'public' })));
    },
  });

  const setImage = (file: File | null) => {
    setImageState(file);
    form.setErrors((prev) => {
      const message = checkProfileImage(file);
      const rest = withoutField(prev, 'profileImageFile');
      return message ? { ...rest, profileImageFile: message } : rest;
    });
  };

  const imageValid = image !== null && !checkProfileImage(image);
  return { ...form, image, imageValid, setImage };
}
