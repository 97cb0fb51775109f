import { Link } from 'react-router';

/** Loaded on demand: most visits never need it. */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>Page not found · Tinies</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-muted-fg">There is no tiny at this address. It may have moved.</p>
      <Link
        to="/"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover"
      >
        Back to all tinies
      </Link>
    </div>
  );
}
