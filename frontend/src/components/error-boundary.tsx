import * as React from 'react';
import { ErrorScreen } from '@/components/error-screen';

interface State {
  error: Error | null;
}

/** ErrorBoundary catches a render crash outside the router (no links there) and offers a reload. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return <ErrorScreen detail="The page could not be shown. Reloading usually helps." />;
  }
}
