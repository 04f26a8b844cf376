import { render, screen } from '@testing-library/react';
import { i18n } from './i18n';
import { Trans } from './trans';

beforeAll(() => {
  i18n.addTexts('en', 'test', {
    sentence: 'Read the <terms>terms of {site}</terms> and <b>sign</b> below.',
    plain: 'No tags, {name}.',
  });
});

describe('Trans', () => {
  it('renders each tag of the text as its element with the words inside, the rest as text', () => {
    const { container } = render(
      <p>
        <Trans ns="test" i18nKey="sentence" values={{ site: 'Abi' }} components={{ terms: <a href="/terms" />, b: <strong /> }} />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Read the terms of Abi and sign below.');
    expect(screen.getByRole('link', { name: 'terms of Abi' })).toHaveAttribute('href', '/terms');
    expect(container.querySelector('strong')).toHaveTextContent('sign');
  });

  it('shows a text without tags as it is, and a tag without a component as its words', () => {
    const { container } = render(
      <p>
        <Trans ns="test" i18nKey="plain" values={{ name: 'Ana' }} /> <Trans ns="test" i18nKey="sentence" values={{ site: 'Abi' }} />
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('No tags, Ana. Read the terms of Abi and sign below.');
    expect(container.querySelector('a')).toBeNull();
  });
});
