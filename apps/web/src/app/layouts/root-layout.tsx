import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every page: scroll restoration and a thin progress bar while a page or its guard loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-rose-100 dark:bg-rose-950">
          <div className="progress-bar h-full w-1/3 bg-rose-600" />
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
