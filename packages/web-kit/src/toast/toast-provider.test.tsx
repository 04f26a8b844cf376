import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/api-error';
import { ToastProvider, useToast, type ToastApi } from './toast-provider';

let toast: ToastApi;
function Grab() {
  toast = useToast();
  return null;
}
const renderToasts = () =>
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows markup in the text as text, never as HTML', () => {
    renderToasts();
    act(() => toast.error('<img src=x onerror="alert(1)"> <b>bold</b>'));
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('.wk-toasts img, .wk-toasts b')).toBeNull();
  });

  it('shows the four kinds in one live region at the top right', () => {
    renderToasts();
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
      toast.warning('Careful');
      toast.info('FYI');
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect([...region.querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'))).toEqual([
      'success',
      'error',
      'warning',
      'info',
    ]);
  });

  it('maps an error object through the catalogue and shows a string as is', () => {
    renderToasts();
    act(() => toast.error(new ApiError({ status: 403, message: 'nope' })));
    expect(screen.getByText('Access denied. You do not have permission to perform this action.')).toBeInTheDocument();
  });

  it('vanishes after 5000 ms by default, or the time the caller gives', () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => {
      toast.info('Default');
      toast.info('Short', 1000);
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).toBeNull();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Default')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('closes with its close button', async () => {
    renderToasts();
    act(() => toast.success('Logged out successfully'));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Logged out successfully')).toBeNull();
  });
});
