import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCALE_STORAGE_KEY, chooseLocale } from '@abialbum/web-kit';
import { renderApp } from './support';

const CATEGORIES = ['Social Album', 'Village/Town', 'Community', 'City', 'County', 'State/Subregion', 'Country', 'Continent', 'World'];
const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh'];

const fetchSpy = jest.fn();

afterEach(async () => {
  await act(() => chooseLocale('en'));
});

beforeEach(() => {
  localStorage.clear();
  fetchSpy.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchSpy;
});

async function openExploreWorld() {
  const user = userEvent.setup();
  renderApp('/abialbum/explore-world');
  await screen.findByRole('heading', { level: 1, name: 'Explore the World' });
  return user;
}

const note = () => within(screen.getByRole('main')).getByRole('status');

const categoryButton = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name });

async function register(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.click(categoryButton(category));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/First name/), 'Ana');
  await user.type(within(dialog).getByLabelText(/Last name/), 'Silva');
  await user.type(within(dialog).getByLabelText(/Phone/), '+351 912 345 678');
  await user.type(within(dialog).getByLabelText(/Email/), 'ana@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
}

describe('alternative layout (/abialbum/explore-world)', () => {
  it('lists the nine categories in the sidebar, in order', async () => {
    await openExploreWorld();
    const sidebar = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(sidebar).getAllByRole('button').map((button) => button.textContent)).toEqual(CATEGORIES);
  });

  it('offers ten languages in a labelled dropdown; a choice changes the page, is kept and calls nothing', async () => {
    const user = await openExploreWorld();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual(LANGUAGES);
    expect(select).toHaveValue('en');

    await user.selectOptions(select, 'ja');

    expect(await screen.findByRole('heading', { level: 1, name: '世界を探検' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
    expect(screen.getByText('選択中の言語：')).toHaveTextContent('選択中の言語：日本語');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(CATEGORIES.map((category) => [category, category === 'Social Album' ? 'Register Now' : 'Coming Soon']))(
    '%s opens a registration pop-up that says %s',
    async (category, call) => {
      const user = await openExploreWorld();
      await user.click(categoryButton(category));

      const dialog = screen.getByRole('dialog', { name: call });
      expect(within(dialog).getByText(category)).toBeInTheDocument();
      expect(within(dialog).queryByText(call === 'Register Now' ? 'Coming Soon' : 'Register Now')).toBeNull();
      for (const label of [/First name/, /Last name/, /Phone/, /Email/]) {
        expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
      }
      expect(within(dialog).getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/First name/)).toHaveFocus();
    },
  );

  it('closes the pop-up with Escape and gives focus back to the category', async () => {
    const user = await openExploreWorld();
    await user.click(categoryButton('City'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(categoryButton('City')).toHaveFocus();
  });

  it('keeps Tab inside the pop-up', async () => {
    const user = await openExploreWorld();
    await user.click(categoryButton('World'));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows what is missing and sends nothing when SUBMIT is pressed on an empty form', async () => {
    const user = await openExploreWorld();
    await user.click(categoryButton('Social Album'));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const dialog = screen.getByRole('dialog');
    for (const message of ['First name is required', 'Last name is required', 'Phone number is required', 'Email is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('SUBMIT closes the pop-up with a friendly note and makes no request', async () => {
    const user = await openExploreWorld();
    await register(user, 'Social Album');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(note()).toHaveTextContent('Thank you, Ana! Social Album is open now');
    expect(within(note()).getByRole('link', { name: 'create your free account' })).toHaveAttribute(
      'href',
      '/abialbum/signup',
    );

    await register(user, 'Country');
    expect(note()).toHaveTextContent('Thank you, Ana! Country is coming soon');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('collapses the sidebar behind a toggle that says whether it is open', async () => {
    const user = await openExploreWorld();
    const toggle = screen.getByRole('button', { name: 'Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('complementary').id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links back to the landing page and has the footer', async () => {
    await openExploreWorld();
    expect(screen.getByRole('link', { name: 'Back to the landing page' })).toHaveAttribute('href', '/abialbum/landing');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/abialbum/about');
  });

  it('is reachable from the footer of every top-bar page', async () => {
    const user = userEvent.setup();
    renderApp('/abialbum/landing');
    await screen.findByRole('heading', { name: 'public/Landing' });

    await user.click(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Explore the World' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Explore the World' })).toBeInTheDocument();
  });
});
