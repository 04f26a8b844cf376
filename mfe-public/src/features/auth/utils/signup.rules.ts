import {
  messages,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  signupFormSchema,
  signupRequestSchema,
  type SignupRequest,
} from '@abialbum/contracts';
import { firstErrorPerField, type FieldErrors } from './field-errors';

export type SignupField =
  | 'name'
  | 'email'
  | 'city'
  | 'state'
  | 'country'
  | 'password'
  | 'confirmPassword'
  | 'profileImageFile';

export interface SignupValues {
  name: string;
  email: string;
  city: string;
  state: string;
  country: string;
  password: string;
  confirmPassword: string;
}

export const emptySignupValues: SignupValues = {
  name: '',
  email: '',
  city: '',
  state: '',
  country: '',
  password: '',
  confirmPassword: '',
};

/** SPEC section 5 "Signup": the profile image is optional, a known image type and at most 5 MB. */
export function checkProfileImage(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return messages.imageSize;
  return undefined;
}

export type SignupCheck =
  | { ok: true; request: Omit<SignupRequest, 'profileImage'> }
  | { ok: false; errors: FieldErrors<SignupField> };

/** Every field rule at once, so the user sees all problems after one submit. */
export function checkSignup(values: SignupValues, image: File | null): SignupCheck {
  const errors: FieldErrors<SignupField> = {};
  const form = signupFormSchema.safeParse(values);
  if (!form.success) Object.assign(errors, firstErrorPerField(form.error));
  const imageError = checkProfileImage(image);
  if (imageError) errors.profileImageFile = imageError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The server's own schema gives the payload: trimmed, email lower-cased, empty places absent.
  const { confirmPassword: _confirm, ...payload } = values;
  const request = signupRequestSchema.parse(payload);
  return { ok: true, request };
}
