import { Component, type ReactNode } from 'react';
import { RouterFallback } from './RouterFallback';

/**
 * Catches what a page could not survive (a block chunk that never arrived, a route that
 * threw) and shows the router's fallback page instead of a blank page. Keyed by path by
 * its parent, so navigating away clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouterFallback error={this.state.error} /> : this.props.children;
  }
}
