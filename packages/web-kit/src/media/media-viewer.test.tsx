import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Media } from '@abialbum/contracts';
import { mediaClient } from '@abialbum/web-kit/clients';
import { MediaViewer } from './media-viewer';
import { PLAYBACK_POLL_FIRST_MS } from './use-playback';
import type { Viewable } from './viewable';

const aMedia = (n: number, overrides: Partial<Viewable> = {}): Viewable => ({
  id: `m${n}`,
  type: 'IMAGE',
  url: `/api/v1/files/m${n}.jpg`,
  thumbnailUrl: `/api/v1/files/m${n}-320.webp`,
  displayUrl: `/api/v1/files/m${n}-1280.webp`,
  placeholder: null,
  caption: `Photo ${n}`,
  ...overrides,
});

const openViewer = (media: Viewable[], startIndex = 0, fullScreen = false) =>
  render(<MediaViewer title="Album media" media={media} startIndex={startIndex} fullScreen={fullScreen} onClose={jest.fn()} />);

describe('media viewer', () => {
  it('shows the display derivative, not the original, with its caption and counter', () => {
    openViewer([aMedia(1), aMedia(2)], 1);
    const dialog = screen.getByRole('dialog', { name: 'Album media' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', '/api/v1/files/m2-1280.webp');
    expect(dialog).toHaveTextContent('2 / 2');
    expect(within(dialog).getByText('Photo 2').tagName).toBe('FIGCAPTION');
  });

  it('offers the original for download, named by its caption, with a signed link kept as it is; not a web address', () => {
    const signed = '/api/v1/files/m1.jpg?expires=1795662900000&signature=abc';
    const { unmount } = openViewer([aMedia(1, { url: signed, caption: 'Beach: day/1' })]);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', signed);
    expect(link).toHaveAttribute('download', 'Beach day 1.jpg');
    unmount();
    openViewer([aMedia(2, { url: 'https://example.com/p.jpg' })]);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('falls back to the original when there is no display derivative', () => {
    openViewer([aMedia(1, { displayUrl: null })]);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/v1/files/m1.jpg');
  });

  it('steps with Previous/Next and the arrow keys, wrapping round', () => {
    openViewer([aMedia(1), aMedia(2), aMedia(3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('img', { name: 'Photo 3' })).toBeInTheDocument();
  });

  it('has no Previous/Next for a single item', () => {
    openViewer([aMedia(1)]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('fills the screen when asked', () => {
    openViewer([aMedia(1)], 0, true);
    expect(screen.getByRole('dialog')).toHaveClass('wk-modal--full');
  });

  it("says 'Unsupported media type' for a file that is neither picture nor video", () => {
    openViewer([aMedia(1, { type: 'OTHER', caption: 'Notes' })]);
    expect(screen.getByRole('dialog', { name: 'Album media' })).toHaveTextContent('Unsupported media type');
  });

  it('plays a video in the custom player and steps to the next item', () => {
    openViewer([aMedia(1, { type: 'VIDEO', caption: 'Clip', playbackStatus: null }), aMedia(2)]);
    expect(screen.getByLabelText('Clip').tagName).toBe('VIDEO');
    expect(screen.getByLabelText('Clip')).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
  });

  it("shows 'Failed to load video' when the video cannot be played", () => {
    openViewer([aMedia(1, { type: 'VIDEO', caption: 'Clip', playbackStatus: null })]);
    fireEvent.error(screen.getByLabelText('Clip'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video');
  });

  it('shows a placeholder when the picture fails to load', () => {
    openViewer([aMedia(1)]);
    fireEvent.error(screen.getByRole('img', { name: 'Photo 1' }));
    expect(screen.getByRole('img', { name: 'Photo 1' }).tagName).toBe('DIV');
  });

  describe('a video whose playback copy is being prepared', () => {
    const hevc = aMedia(1, { type: 'VIDEO', caption: 'Lake', url: '/api/v1/files/m1.mov', playbackStatus: 'preparing', playbackUrl: null });
    const answer = (over: Partial<Media>) => ({ success: true, message: 'OK', data: { media: { ...hevc, ...over } as unknown as Media } });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('says so, asks again until the copy is ready, then plays the copy without a reload; the original stays the download', async () => {
      const getMedia = jest
        .spyOn(mediaClient, 'getMedia')
        .mockResolvedValueOnce(answer({}))
        .mockResolvedValueOnce(answer({ playbackStatus: 'ready', playbackUrl: '/api/v1/files/m1-play.mp4' }));
      openViewer([hevc]);
      expect(screen.getByRole('status')).toHaveTextContent('This video is being prepared');
      expect(screen.queryByLabelText('Lake')?.tagName).not.toBe('VIDEO');
      expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/v1/files/m1.mov');

      await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS));
      expect(getMedia).toHaveBeenCalledWith('m1');
      expect(screen.getByText('This video is being prepared')).toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS * 2));
      expect(getMedia).toHaveBeenCalledTimes(2);
      const video = screen.getByLabelText('Lake');
      expect(video.tagName).toBe('VIDEO');
      expect(video).toHaveAttribute('src', '/api/v1/files/m1-play.mp4');
      expect(screen.getByRole('status')).toHaveTextContent('The video is ready to play');
      expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/v1/files/m1.mov');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    });

    it('plays a ready copy at once, and the original when the copy could not be made', () => {
      const { unmount } = openViewer([{ ...hevc, playbackStatus: 'ready', playbackUrl: '/api/v1/files/m1-play.mp4' }]);
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/m1-play.mp4');
      unmount();
      openViewer([{ ...hevc, playbackStatus: 'failed' }]);
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/m1.mov');
    });

    it("asks at once about a video whose list does not tell (an album page's), then plays what it learnt", async () => {
      const getMedia = jest.spyOn(mediaClient, 'getMedia').mockResolvedValue(answer({ playbackStatus: 'ready', playbackUrl: '/api/v1/files/m1-play.mp4' }));
      openViewer([{ ...hevc, playbackStatus: undefined, playbackUrl: undefined }]);
      expect(screen.getByRole('status')).toHaveTextContent('Loading video...');
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(getMedia).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/m1-play.mp4');
    });

    it('asks about a highlight of a media item as that item', async () => {
      const getMedia = jest.spyOn(mediaClient, 'getMedia').mockResolvedValue(answer({ playbackStatus: 'ready', playbackUrl: '/api/v1/files/m1-play.mp4' }));
      openViewer([{ ...hevc, id: 'h1', mediaId: 'm1' }]);
      await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS));
      expect(getMedia).toHaveBeenCalledWith('m1');
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/m1-play.mp4');
    });

    it('asks about a highlight of its own file as the highlight', async () => {
      const getHighlight = jest
        .spyOn(mediaClient, 'getHighlight')
        .mockResolvedValue({ success: true, message: 'OK', data: { highlight: { ...hevc, id: 'h1', albumId: 'a1', mediaId: null, createdAt: '', placeholder: null, displayUrl: null, playbackStatus: 'ready', playbackUrl: '/api/v1/files/h1-play.mp4' } } });
      const getMedia = jest.spyOn(mediaClient, 'getMedia');
      openViewer([{ ...hevc, id: 'h1', mediaId: null }]);
      await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS));
      expect(getHighlight).toHaveBeenCalledWith('h1');
      expect(getMedia).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/h1-play.mp4');
    });

    it('plays the original when the item cannot be read (gone, or not the caller\'s)', async () => {
      jest.spyOn(mediaClient, 'getMedia').mockRejectedValue(Object.assign(new Error('Media not found'), { status: 404 }));
      openViewer([{ ...hevc, playbackStatus: undefined, playbackUrl: undefined }]);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByLabelText('Lake')).toHaveAttribute('src', '/api/v1/files/m1.mov');
    });

    it('stops asking when the viewer moves on', async () => {
      const getMedia = jest.spyOn(mediaClient, 'getMedia').mockResolvedValue(answer({}));
      openViewer([hevc, aMedia(2)]);
      fireEvent.keyDown(document, { key: 'ArrowRight' });
      await act(() => jest.advanceTimersByTimeAsync(PLAYBACK_POLL_FIRST_MS * 5));
      expect(getMedia).not.toHaveBeenCalled();
      expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    });
  });
});
