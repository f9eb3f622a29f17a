import { Component, type ReactNode } from 'react';

/** One failing block never takes down its page. */
export class BlockErrorBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Block "${this.props.type}" failed to render`, error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <section className="block-error" role="note" data-block-error={this.props.type}>
          <p>This section could not be shown right now.</p>
        </section>
      );
    }
    return this.props.children;
  }
}
