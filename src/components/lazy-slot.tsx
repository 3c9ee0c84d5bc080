import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';

/** The code of a lazily loaded part could not be fetched (no connection, or a newer version replaced it). */
export class PartLoadError extends Error {
  /** Lets the part's next render import its code again. */
  readonly retry: () => void;

  constructor(cause: unknown, retry: () => void) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
    this.retry = retry;
  }
}

/**
 * React.lazy for a part of a page whose code loads when it is first needed (a dialog, a menu, a
 * row). React.lazy keeps a failed import failed until the page reloads; this one fails with a
 * PartLoadError whose retry() (called by the LazySlot that caught it) makes the part's next
 * render import its code again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      // With the API error catalogue, which a dialog or menu on a landing page may need to show.
      Promise.all([load(), i18next.loadNamespaces('api')]).then(
        ([component]) => ({ default: component }),
        (error: unknown) => {
          throw new PartLoadError(error, () => {
            current = make();
          });
        },
      ),
    );
  let current = make();
  function LazyPart(props: P) {
    const Loaded = current as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return LazyPart;
}

interface SlotProps {
  children: ReactNode;
  /** In the part's place while its code loads, and after it failed to load. */
  fallback?: ReactNode;
  /**
   * The part's code could not be loaded: say so if the user asked for the part (a red toast) and
   * close what asked for it, so that asking again loads it again.
   */
  onFailed?: () => void;
  /**
   * The part's loading suspends the page around it (the nearest Suspense above), so the page
   * appears with the part in place instead of moving when it arrives; a failed load still stays
   * in the slot (its fallback).
   */
  withPage?: boolean;
}

/**
 * Where a part made with lazyPart renders. A failed load stays inside the slot: the page keeps
 * working and shows the fallback (the router's error page would otherwise replace the whole
 * page). Any other error goes on to the error page, as before.
 */
export class LazySlot extends Component<SlotProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof PartLoadError)) return;
    console.error(error);
    error.retry();
    this.props.onFailed?.();
  }

  render() {
    const { error } = this.state;
    if (error && !(error instanceof PartLoadError)) throw error;
    if (error) return this.props.fallback ?? null;
    if (this.props.withPage) return this.props.children;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}

/**
 * A dialog or drawer made with lazyPart, opened on demand: whether it shows, and whether it is
 * mounted (from the first opening on, so that it closes with its animation). `failed`, for its
 * LazySlot's onFailed, says in a red toast that it could not open and unmounts it, so that the
 * next opening fetches its code again.
 */
export function useOnDemand() {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    shown,
    mounted,
    open: () => {
      setMounted(true);
      setShown(true);
    },
    close: () => setShown(false),
    failed: () => {
      toast.danger(t('states.partFailed'));
      setShown(false);
      setMounted(false);
    },
  };
}
