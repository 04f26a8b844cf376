import { fireEvent, render, screen } from '@testing-library/react';
import { MediaThumb } from './media-thumb';
import type { Viewable } from './viewable';

const BLUR = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4';
const photo: Viewable = {
  id: 'm1',
  type: 'IMAGE',
  url: '/api/v1/files/m1.jpg',
  thumbnailUrl: '/api/v1/files/m1-320.webp',
  displayUrl: '/api/v1/files/m1-1280.webp',
  placeholder: BLUR,
  caption: 'Beach',
};

describe('media thumb', () => {
  it('loads the derivatives lazily over the blur placeholder', () => {
    const { container } = render(<MediaThumb media={photo} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/v1/files/m1-320.webp');
    expect(img).toHaveAttribute('srcset', '/api/v1/files/m1-320.webp 320w, /api/v1/files/m1-1280.webp 1280w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement!.style.backgroundImage).toContain(BLUR);
    fireEvent.load(img);
    expect(img.parentElement!.style.backgroundImage).toBe('');
  });

  it('shows the type icon when the picture fails or there is no still', () => {
    const { container, rerender } = render(<MediaThumb key="a" media={photo} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('media-fallback')).toBeInTheDocument();
    rerender(<MediaThumb key="b" media={{ ...photo, type: 'VIDEO', thumbnailUrl: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('media-fallback').querySelector('svg')).not.toBeNull();
  });
});
