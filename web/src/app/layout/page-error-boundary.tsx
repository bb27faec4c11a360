import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../components/ui/page-error.tsx';

interface PageErrorBoundaryProps {
  /** The URL's path: going to another page clears the error. */
  pathname: string;
  children: ReactNode;
}

/**
 * A page whose chunk could not be loaded (a first visit to it with the network gone) shows why,
 * with a way to try again, instead of taking the whole app down.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (this.state.hasFailed && previous.pathname !== this.props.pathname) this.setState({ hasFailed: false });
  }

  override render() {
    return this.state.hasFailed ? <PageLoadError /> : this.props.children;
  }
}

function PageLoadError() {
  const { t } = useTranslation('common');
  return (
    <PageError
      message={t('pageLoadError.text')}
      retryLabel={t('pageLoadError.retry')}
      onRetry={() => window.location.reload()}
    />
  );
}
