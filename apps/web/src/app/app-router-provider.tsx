import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** RouterProvider wired to ReactDOM.flushSync, so `navigate(to, { flushSync: true })` works. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  return (
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
      }}
    />
  );
}
