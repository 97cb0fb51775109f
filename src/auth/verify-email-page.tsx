import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';

/** Where a sign-in with an unverified e-mail address lands. */
export default function VerifyEmailPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <title>Verify your e-mail · Tinies</title>
      <MailCheck aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Verify your e-mail</h1>
      <p className="mt-3 text-muted-fg">
        Your e-mail address is not verified yet. Open the link we sent to your inbox, then sign in
        again.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover"
      >
        Back to all tinies
      </Link>
    </div>
  );
}
