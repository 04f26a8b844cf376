import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useToast, type AdminContent } from '@abialbum/web-kit';
import { failureMessage, fieldErrors } from '../api/content.api';
import { validationText } from '../../../lib/validation-text';
import { useAdminContent } from './use-admin-content';

interface ContentFormOptions<T> {
  empty: T;
  /** The form's values from what is stored, or null when nothing was ever saved. */
  stored(content: AdminContent | null): T | null;
  save(values: T): Promise<unknown>;
  saved: string;
  failed: string;
}

/** One content page's form (SPEC "Content Management"): stored values, field errors, save with its toasts, reload. */
export function useContentForm<T extends object>({ empty, stored, save, saved, failed }: ContentFormOptions<T>) {
  const { content, loading, reload } = useAdminContent();
  const [values, setValues] = useState<T>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const storedValues = useRef(stored);
  storedValues.current = stored;

  // The form shows what is stored each time the content is (re)loaded.
  useEffect(() => {
    const current = storedValues.current(content);
    if (current) setValues(current);
  }, [content]);

  /** Props for a text field bound to one string value, labelled `label` (its error names the field by it). */
  const field = (name: { [K in keyof T]: T[K] extends string ? K : never }[keyof T], label: string) => ({
    label,
    value: values[name] as string,
    error: validationText(errors[name as string], label),
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await save(values);
      toast.success(saved);
      await reload();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(failureMessage(error, failed));
    } finally {
      setSaving(false);
    }
  };

  return { content, loading, values, setValues, errors, saving, field, submit };
}
