import * as React from 'react';
import { BUTTON_CLASS } from '@/components/ui/button-class';

interface State {
  error: Error | null;
}

/** ErrorBoundary catches a render crash outside the router and offers a reload. */
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
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="max-w-md text-muted-foreground">
          The page could not be shown. Reloading usually helps.
        </p>
        <button
          data-slot="button"
          className={BUTTON_CLASS.primary}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}
