import { act, fireEvent, render, screen } from '@testing-library/react';
import { VideoPlayer } from './video-player';

// jsdom has no media playback: play/pause only announce themselves, as a browser's element would.
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  play.mockRestore();
  pause.mockRestore();
  jest.useRealTimers();
});

const renderPlayer = () => render(<VideoPlayer src="/api/v1/files/clip.mp4" poster="/api/v1/files/clip-poster.webp" label="Birthday" />);

describe('video player', () => {
  it('plays and pauses with its own button', () => {
    renderPlayer();
    const video = screen.getByLabelText('Birthday');
    expect(video).toHaveAttribute('poster', '/api/v1/files/clip-poster.webp');
    expect(video).not.toHaveAttribute('controls');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('mutes and unmutes', () => {
    renderPlayer();
    const video = screen.getByLabelText<HTMLVideoElement>('Birthday');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    fireEvent.volumeChange(video);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    fireEvent.volumeChange(video);
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('goes full screen and back', () => {
    const requestFullscreen = jest.fn().mockResolvedValue(undefined);
    const exitFullscreen = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
    Object.defineProperty(document, 'exitFullscreen', { value: exitFullscreen, configurable: true });
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalled();
    const frame = requestFullscreen.mock.contexts[0] as HTMLElement;
    Object.defineProperty(document, 'fullscreenElement', { value: frame, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(exitFullscreen).toHaveBeenCalled();
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    fireEvent(document, new Event('fullscreenchange'));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('hides the controls 3 s after the last movement while playing, and shows them again on movement', () => {
    jest.useFakeTimers();
    renderPlayer();
    const controls = screen.getByTestId('video-controls');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => jest.advanceTimersByTime(2900));
    expect(controls).toBeVisible();
    act(() => jest.advanceTimersByTime(200));
    expect(controls).not.toBeVisible();
    fireEvent.pointerMove(screen.getByLabelText('Birthday'));
    expect(controls).toBeVisible();
    act(() => jest.advanceTimersByTime(3000));
    expect(controls).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(controls).toBeVisible();
  });

  it("shows 'Failed to load video' when the video cannot be played", () => {
    renderPlayer();
    fireEvent.error(screen.getByLabelText('Birthday'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video');
    expect(screen.getByRole('alert')).toHaveTextContent('The file may be corrupted or in an unsupported format.');
  });
});
