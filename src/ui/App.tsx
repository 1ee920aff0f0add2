import { siteText } from '../text/zh';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Footer } from './layout/Footer';
import { TopBar } from './layout/TopBar';
import { useRouteFocus } from './page';
import { AppRoutes } from './routes';
import { Toaster } from './toast/Toaster';

/** The app shell: fixed top bar, the routed screen, footer, toasts. */
export function App() {
  useRouteFocus();
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-3 focus:py-2"
      >
        {siteText.skipToContent}
      </a>
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold: a page whose content arrives late does not push it about (layout shift). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-3 pt-20 pb-10 outline-none sm:px-6">
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
