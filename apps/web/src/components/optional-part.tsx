import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** When it changes (a navigation), a part that failed is tried again. */
  resetKey: string;
};

/**
 * A part of the site's frame the page works without (the footer, the announcement popups).
 * If its code cannot be fetched (network gone, a deploy replaced the chunk) or it fails to
 * draw, it is left out, instead of the error reaching the frame's own boundary and taking
 * the header, the navigation and the page down with it. The next navigation tries it again.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
