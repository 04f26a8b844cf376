import { useState, type FormEvent } from 'react';
import { ApiError, i18n, useAppNavigate, useSession, useToast } from '@abialbum/web-kit';
import { signupUser, uploadProfileImage } from '../api/auth.api';
import { failureText } from '../utils/failure';
import { withoutField, type FieldErrors } from '../utils/field-errors';
import {
  checkProfileImage,
  checkSignup,
  emptySignupValues,
  type SignupField,
  type SignupValues,
} from '../utils/signup.rules';

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
  const [values, setValues] = useState<SignupValues>(emptySignupValues);
  const [image, setImageState] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [busy, setBusy] = useState(false);
  const session = useSession();
  const toast = useToast();
  const navigate = useAppNavigate();

  const setField = (field: keyof SignupValues, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutField(prev, field));
  };

  const setImage = (file: File | null) => {
    setImageState(file);
    setErrors((prev) => {
      const message = checkProfileImage(file);
      const rest = withoutField(prev, 'profileImageFile');
      return message ? { ...rest, profileImageFile: message } : rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkSignup(values, image);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setBusy(true);
    try {
      let profileImage: string | undefined;
      if (image) {
        try {
          profileImage = await uploadProfileImage(image);
        } catch {
          toast.error(i18n.t('signup.imageFailed', { ns: 'public' }));
          return;
        }
      }
      const result = await signupUser(profileImage ? { ...check.request, profileImage } : check.request);
      await session.signIn(result);
      toast.success(i18n.t('signup.success', { ns: 'public' }));
      navigate('/abialbum/dashboard');
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(fromServer(err.errors));
      toast.error(failureText(err, i18n.t('signup.failed', { ns: 'public' })));
    } finally {
      setBusy(false);
    }
  };

  const imageValid = image !== null && !checkProfileImage(image);
  return { values, setField, image, imageValid, setImage, errors, busy, submit };
}
