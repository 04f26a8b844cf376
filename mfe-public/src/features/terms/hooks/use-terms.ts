import { useEffect, useState } from 'react';
import type { TermsContent } from '@abialbum/web-kit';
import { defaultTerms } from '../api/default-terms';
import { fetchTerms } from '../api/terms.api';

/**
 * The saved terms; the built-in default when the fetch fails or nothing was saved. A server that never had
 * terms saved answers its defaults (version, effective date) with blank text: keep those, use the built-in text.
 */
function withDefaults(saved: TermsContent | null): TermsContent {
  const fallback = defaultTerms();
  if (!saved) return fallback;
  if (saved.content.trim()) return saved;
  return { ...fallback, version: saved.version || fallback.version, effectiveDate: saved.effectiveDate || fallback.effectiveDate };
}

export function useTerms(): TermsContent | null {
  const [terms, setTerms] = useState<TermsContent | null>(null);

  useEffect(() => {
    let current = true;
    fetchTerms()
      .then((saved) => current && setTerms(withDefaults(saved)))
      .catch((error: unknown) => {
        console.error('Failed to fetch terms', error);
        if (current) setTerms(defaultTerms());
      });
    return () => {
      current = false;
    };
  }, []);

  return terms;
}
