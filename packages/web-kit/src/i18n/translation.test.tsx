import { Suspense, startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { registerMessages } from './load-messages';
import { useTranslation } from './translation';

function Greeting({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t('hello')}</p>;
}

/** Renders `element` in a root of its own (as the shell does, a transition or not); what React reported meanwhile. */
async function renderReporting(element: ReactElement, inTransition: boolean): Promise<{ container: HTMLElement; reported: string[] }> {
  const reported: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => reported.push(String(args[0])));
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, { onRecoverableError: (error) => reported.push(String(error)) });
  try {
    await act(async () => (inTransition ? startTransition(() => root.render(element)) : root.render(element)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  } finally {
    consoleError.mockRestore();
  }
  return { container, reported };
}

describe('useTranslation', () => {
  it.each([
    ['a render', false],
    ['a transition', true],
  ])("waits for a namespace's texts while they load, then shows them (in %s), with no render error to recover from", async (_, inTransition) => {
    const namespace = `test-late-${String(inTransition)}`;
    const waiting: ((messages: { default: Record<string, string> }) => void)[] = [];
    registerMessages(namespace, () => new Promise((resolve) => waiting.push(resolve)));
    const { container, reported } = await renderReporting(
      <Suspense fallback={<p>Loading texts</p>}>
        <Greeting namespace={namespace} />
      </Suspense>,
      inTransition,
    );
    if (!inTransition) expect(container).toHaveTextContent('Loading texts');
    await act(async () => {
      for (const arrive of waiting) arrive({ default: { hello: 'Hello there' } });
    });
    expect(container).toHaveTextContent('Hello there');
    expect(reported).toEqual([]);
  });

  it('shows texts that arrive while the screen renders (the first screen of a page) with no render error to recover from', async () => {
    registerMessages('test-quick', async () => ({ default: { hello: 'Hello there' } }));
    const { container, reported } = await renderReporting(
      <Suspense fallback={<p>Loading texts</p>}>
        <Greeting namespace="test-quick" />
      </Suspense>,
      true,
    );
    expect(container).toHaveTextContent('Hello there');
    expect(reported).toEqual([]);
  });
});
