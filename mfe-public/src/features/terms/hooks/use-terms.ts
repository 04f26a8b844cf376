import { useEffect, useState } from 'react';
import type { TermsContent } from '@abialbum/web-kit';
import { defaultTerms } from '../api/default-terms';
import { fetchTerms } from '../api/terms.api';

/** The saved terms; the built-in default when the fetch fails or nothing was saved. Null while loading. */
export function useTerms(): TermsContent | null {
  const [terms, setTerms] = useState<TermsContent | null>(null);

  useEffect(() => {
    let current = true;
    fetchTerms()
      .then((saved) => current && setTerms(saved ?? defaultTerms()))
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
