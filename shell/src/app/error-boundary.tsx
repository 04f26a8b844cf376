import { Component, type ReactNode } from 'react';

interface Props {
  /** Written to the console with the error, e.g. "A remote failed to load or render". */
  logAs: string;
  /** What shows instead of the children once they failed: a message and a way on, or nothing (null). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * The shell's one error boundary: a part that fails to load or render (the whole app, a remote's screen, a part of
 * the top bar) shows its `fallback` instead, never a blank page. Given a new `key`, it tries the children again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.logAs, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
