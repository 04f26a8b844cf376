import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';
import { i18n, type TFunction } from './i18n';

export interface TransProps {
  i18nKey: string;
  /** The component's t (from useTranslation), so it re-renders with the language; else i18n.t with `ns`. */
  t?: TFunction;
  ns?: string;
  values?: Record<string, unknown>;
  /** Each `<name>...</name>` of the text rendered as this element with that text inside: { link: <Link to="/x" /> }. */
  components?: Record<string, ReactElement>;
}

// <name>text</name>, not nested: what the catalogues write (README "Languages").
const TAG = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/gs;

/**
 * A text with elements inside it, e.g. 'Read the <terms>terms</terms> first.' with components={{ terms: <Link /> }}:
 * the words stay one sentence of the catalogue, in each language's order. Tags without attributes only: no HTML
 * parser in the first load.
 */
export function Trans({ i18nKey, t, ns, values, components = {} }: TransProps) {
  const text = t ? t(i18nKey, { ...values }) : i18n.t(i18nKey, { ns, ...values });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const element = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
