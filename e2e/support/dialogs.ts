import type { Dialog, Page } from 'playwright-core';

/**
 * Does `action`, answering the browser's prompt it opens with `answer` (the owner's rejection reason is
 * asked with window.prompt). Fails if no prompt came, or another kind of dialog did.
 */
export async function answerPrompt(page: Page, answer: string, action: () => Promise<unknown>): Promise<string> {
  let asked: string | undefined;
  let unexpected: string | undefined;
  const onDialog = (dialog: Dialog) => {
    if (dialog.type() === 'prompt') {
      asked = dialog.message();
      void dialog.accept(answer);
    } else {
      unexpected = `${dialog.type()}: ${dialog.message()}`;
      void dialog.dismiss();
    }
  };
  page.on('dialog', onDialog);
  try {
    await action();
  } finally {
    page.off('dialog', onDialog);
  }
  if (unexpected) throw new Error(`expected a prompt, the page opened a ${unexpected}`);
  if (asked === undefined) throw new Error('the page asked nothing (no window.prompt)');
  return asked;
}
