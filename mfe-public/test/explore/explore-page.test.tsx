import { act, screen, within } from '@testing-library/react';
import { ApiError } from '@abialbum/web-kit';
import Explore from '../../src/exposes/Explore';
import { aMedia, albums, anAlbum, apiGet, envelope, toast } from '../mock-content-client';
import type * as MockModule from '../mock-content-client';
import { renderRoute } from '../render-route';

jest.mock('@abialbum/web-kit', () => jest.requireActual<typeof MockModule>('../mock-content-client').mockWebKit());

const openExplore = () => renderRoute(<Explore />, { path: '/abialbum/home' });

const lisbon = anAlbum();
const porto = anAlbum({ id: 'a2', title: 'Porto Weekend', description: '', owner: { ...lisbon.owner, name: 'Bruno Costa' }, mediaCount: 1 });
const lisbonMedia = Array.from({ length: 8 }, (_, i) =>
  aMedia({ id: `m${i}`, type: i % 2 ? 'VIDEO' : 'IMAGE', caption: `Moment ${i + 1}` }),
);

/** Album media by path, as the media service would answer; a promise is an answer still on its way. */
function mediaOf(byAlbum: Record<string, unknown>) {
  apiGet.mockImplementation((path: string) => {
    const id = /albums\/([^/]+)\/media/.exec(path)?.[1] ?? '';
    const answer = byAlbum[id];
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer).then((media) => envelope({ media: media ?? [] }));
  });
}

/** An album's media that answer when the test says so. */
function later() {
  let answer: (media: unknown[]) => void = () => undefined;
  const media = new Promise<unknown[]>((resolve) => {
    answer = resolve;
  });
  /** Answers, then lets every promise already waiting (the page's updates) run. */
  const arrive = (items: unknown[]) => act(async () => answer(items));
  return { media, arrive };
}

/** Lets the answers already given reach the screen: nothing is waiting on a timer, only on promises. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const grid = () => screen.getByRole('tabpanel');
const cards = () => within(grid()).queryAllByRole('link');
const loadingStatus = () => within(grid()).queryByRole('status');

beforeEach(() => {
  jest.clearAllMocks();
  albums.mostFollowed.mockResolvedValue(envelope({ albums: [lisbon, porto] }));
  mediaOf({ a1: lisbonMedia, a2: [aMedia({ id: 'p1', caption: 'Bridge at night' })] });
});

describe('Explore page', () => {
  it("has the 'Explore Albums' title, a Create Album button and 6 placeholder cards while loading", async () => {
    openExplore();
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Albums' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Album' })).toHaveAttribute('href', '/abialbum/owner');
    expect(screen.getAllByTestId('placeholder-card')).toHaveLength(6);
    await within(grid()).findAllByRole('link');
    expect(screen.queryByTestId('placeholder-card')).toBeNull();
  });

  it("shows the first 6 media of each album with album title, 'by {owner}' and caption, opening the profile", async () => {
    openExplore();
    await within(grid()).findAllByRole('link');
    expect(cards()).toHaveLength(7);
    const first = cards()[0]!;
    expect(first).toHaveAttribute('href', '/abialbum/profile/a1');
    expect(first).toHaveTextContent('Summer in Lisbon');
    expect(within(first).getByText('by Ana Silva')).toBeInTheDocument();
    expect(within(first).getByText('Moment 1')).toBeInTheDocument();
    expect(screen.queryByText('Moment 7')).toBeNull();
    expect(within(cards()[6]!).getByText('by Bruno Costa')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('abialbum/albums/a1/media', { auth: 'none', query: { limit: 6 } });
  });

  it('fetches the pictures of the first row at once, the first one first, and the others when scrolled to', async () => {
    mediaOf({ a1: Array.from({ length: 6 }, (_, i) => aMedia({ id: `m${i}` })), a2: [] });
    openExplore();
    await within(grid()).findAllByRole('link');
    const pictures = cards().map((card) => card.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(pictures.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('filters All Posts, Photos and Videos', async () => {
    const { user } = openExplore();
    await within(grid()).findAllByRole('link');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Posts', 'Photos', 'Videos']);

    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(cards().map((card) => within(card).getByText(/^Moment/).textContent)).toEqual(['Moment 2', 'Moment 4', 'Moment 6']);
    cards().forEach((card) => expect(within(card).getByText('VIDEO')).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(cards()).toHaveLength(4);
    expect(within(grid()).queryByText('VIDEO')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'All Posts' }));
    expect(cards()).toHaveLength(7);
  });

  it('shows the empty state when a filter matches nothing', async () => {
    mediaOf({ a1: [aMedia()] });
    const { user } = openExplore();
    await within(grid()).findAllByRole('link');
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(within(grid()).getByRole('heading', { name: 'No media found' })).toBeInTheDocument();
  });

  it('leaves out an album whose media fail to load, silently', async () => {
    mediaOf({ a1: new ApiError({ status: 501, message: 'Not implemented' }), a2: [aMedia({ id: 'p1', caption: 'Bridge at night' })] });
    openExplore();
    await within(grid()).findAllByRole('link');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Bridge at night');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("lists the first 4 albums under 'Featured Albums' with cover, title, description and 'N items'", async () => {
    const five = Array.from({ length: 5 }, (_, i) => anAlbum({ id: `f${i}`, title: `Album ${i + 1}`, mediaCount: i }));
    albums.mostFollowed.mockResolvedValue(envelope({ albums: five }));
    mediaOf({});
    openExplore();
    const featured = await screen.findByRole('region', { name: 'Featured Albums' });
    const links = within(featured).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['f0', 'f1', 'f2', 'f3'].map((id) => `/abialbum/profile/${id}`));
    expect(links[1]).toHaveTextContent('Album 2');
    expect(within(links[1]!).getByText('Beach days and custard tarts')).toBeInTheDocument();
    expect(within(links[1]!).getByText('1 item')).toBeInTheDocument();
    expect(within(links[3]!).getByText('3 items')).toBeInTheDocument();
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', '/api/v1/files/cover.jpg');
  });

  it("invites the first album when there is no media: 'No media found' and 'Create Your First Album'", async () => {
    albums.mostFollowed.mockResolvedValue(envelope({ albums: [] }));
    openExplore();
    expect(await screen.findByRole('heading', { name: 'No media found' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an album and share your memories!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Album' })).toHaveAttribute('href', '/abialbum/owner');
    expect(screen.queryByRole('region', { name: 'Featured Albums' })).toBeNull();
  });

  it.each([
    ['an answer without success', () => albums.mostFollowed.mockResolvedValue({ success: false, data: null, message: '' })],
    ['a failed request', () => albums.mostFollowed.mockRejectedValue(new ApiError({ status: 500, message: 'boom' }))],
  ])("toasts 'Failed to fetch albums' for %s", async (_case, arrange) => {
    arrange();
    openExplore();
    expect(await screen.findByRole('heading', { name: 'No media found' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch albums');
  });

  describe('while albums answer one by one', () => {
    const bridge = aMedia({ id: 'p1', caption: 'Bridge at night' });

    it("shows the first album's cards while a later album is still loading, then appends the later ones", async () => {
      const porto2 = later();
      mediaOf({ a1: lisbonMedia, a2: porto2.media });
      openExplore();

      expect(await within(grid()).findByText('Moment 1')).toBeInTheDocument();
      expect(cards()).toHaveLength(6);
      expect(screen.queryByText('Bridge at night')).toBeNull();
      expect(screen.queryByTestId('placeholder-card')).toBeNull();
      expect(loadingStatus()).toHaveTextContent('Loading media...');
      // The first card is still the page's largest paint while the rest load.
      expect(cards()[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
      expect(screen.getByRole('region', { name: 'Featured Albums' })).toBeInTheDocument();

      await porto2.arrive([bridge]);
      expect(await within(grid()).findByText('Bridge at night')).toBeInTheDocument();
      expect(cards()).toHaveLength(7);
      expect(within(cards()[6]!).getByText('by Bruno Costa')).toBeInTheDocument();
      expect(cards()[0]).toHaveTextContent('Moment 1');
      expect(loadingStatus()).toBeNull();
    });

    it("keeps the album order: a later album that answers first waits for the earlier album's cards", async () => {
      const lisbon1 = later();
      mediaOf({ a1: lisbon1.media, a2: [bridge] });
      openExplore();
      await settle();

      expect(apiGet).toHaveBeenCalledWith('abialbum/albums/a2/media', { auth: 'none', query: { limit: 6 } });
      expect(screen.queryByText('Bridge at night')).toBeNull();
      expect(screen.getAllByTestId('placeholder-card')).toHaveLength(6);
      expect(loadingStatus()).toHaveTextContent('Loading media...');

      await lisbon1.arrive(lisbonMedia.slice(0, 2));
      expect(await within(grid()).findByText('Bridge at night')).toBeInTheDocument();
      expect(cards().map((card) => card.textContent)).toEqual(
        ['Moment 1', 'Moment 2', 'Bridge at night'].map((caption) => expect.stringContaining(caption)),
      );
      expect(cards()[0]!.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    });

    it('asks for three albums at a time, in album order, and for the next one as each answers', async () => {
      const five = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, i) => anAlbum({ id, title: `Album ${i + 1}` }));
      albums.mostFollowed.mockResolvedValue(envelope({ albums: five }));
      const first = later();
      mediaOf({ a1: first.media, a2: [bridge], a3: [], a4: [aMedia({ id: 'q1', caption: 'Fourth' })], a5: [] });
      openExplore();
      await settle();
      const asked = () => apiGet.mock.calls.map(([path]) => /albums\/([^/]+)\/media/.exec(String(path))?.[1]);
      // a2 and a3 answered at once, so a4 and a5 were asked for in their places; a1 still holds the grid back.
      expect(asked()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
      expect(screen.getAllByTestId('placeholder-card')).toHaveLength(6);
      await first.arrive([]);
      expect(await within(grid()).findByText('Fourth')).toBeInTheDocument();
      expect(cards().map((card) => card.textContent)).toEqual(['Bridge at night', 'Fourth'].map((caption) => expect.stringContaining(caption)));
    });

    it('never has more than three album calls waiting at once', async () => {
      const five = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id, i) => anAlbum({ id, title: `Album ${i + 1}` }));
      albums.mostFollowed.mockResolvedValue(envelope({ albums: five }));
      const pending = five.map(() => later());
      mediaOf(Object.fromEntries(five.map((album, i) => [album.id, pending[i]!.media])));
      openExplore();
      await settle();
      expect(apiGet).toHaveBeenCalledTimes(3);
      await pending[1]!.arrive([]);
      expect(apiGet).toHaveBeenCalledTimes(4);
      expect(apiGet).toHaveBeenLastCalledWith('abialbum/albums/a4/media', { auth: 'none', query: { limit: 6 } });
    });

    it('shows the placeholders, not the empty state, while an album is pending, and the empty state once all answered empty', async () => {
      const porto2 = later();
      mediaOf({ a1: [], a2: porto2.media });
      openExplore();
      await settle();

      expect(screen.queryByRole('heading', { name: 'No media found' })).toBeNull();
      expect(screen.getAllByTestId('placeholder-card')).toHaveLength(6);
      expect(loadingStatus()).toHaveTextContent('Loading media...');
      expect(screen.queryByRole('region', { name: 'Featured Albums' })).toBeNull();

      await porto2.arrive([]);
      expect(await within(grid()).findByRole('heading', { name: 'No media found' })).toBeInTheDocument();
      expect(screen.queryByTestId('placeholder-card')).toBeNull();
      expect(loadingStatus()).toBeNull();
      expect(screen.getByRole('region', { name: 'Featured Albums' })).toBeInTheDocument();
    });

    it('shows the placeholders while a filter matches nothing yet and albums are pending, then the matching cards', async () => {
      const porto2 = later();
      mediaOf({ a1: [aMedia({ caption: 'Only a photo' })], a2: porto2.media });
      const { user } = openExplore();
      await within(grid()).findByText('Only a photo');

      await user.click(screen.getByRole('tab', { name: 'Videos' }));
      expect(within(grid()).queryByRole('heading', { name: 'No media found' })).toBeNull();
      expect(within(grid()).getAllByTestId('placeholder-card')).toHaveLength(6);

      await porto2.arrive([aMedia({ id: 'v1', type: 'VIDEO', caption: 'Tram ride' })]);
      expect(await within(grid()).findByText('Tram ride')).toBeInTheDocument();
      expect(cards()).toHaveLength(1);
      expect(screen.queryByTestId('placeholder-card')).toBeNull();
    });
  });
});
