import { Columns3, ListChecks, Upload } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { hrefFor } from '../apartment-links.ts';

/** What each screen not built yet will hold, said plainly. */
const SCREENS = {
  compare: {
    icon: <Columns3 />,
    title: 'Compare apartments',
    text: 'Your toured apartments side by side: what each truly costs a month, its score and its answers, the best and worst marked.',
  },
  questions: {
    icon: <ListChecks />,
    title: 'Your questions',
    text: 'The questions to ask and check on a tour, by category, with your own added and the ones you never ask removed.',
  },
  tour: {
    icon: <ListChecks />,
    title: 'Tour mode',
    text: 'One question at a time, by room, with large buttons and a quick photo.',
  },
  costs: {
    icon: <Columns3 />,
    title: 'Costs',
    text: 'What this apartment truly costs a month and to move in.',
  },
  move: {
    icon: <Upload />,
    title: 'Import and export',
    text: 'Your apartments, answers and costs to a file and back, to keep a copy or move them.',
  },
} as const;

/** A screen the tool's links name whose contents are not here yet: what it will hold. */
export default function NotYetScreen({ screen }: { screen: keyof typeof SCREENS }) {
  const [params] = useSearchParams();
  const { icon, title, text } = SCREENS[screen];
  return (
    <EmptyState
      tone="muted"
      icon={icon}
      title={title}
      actions={
        <Link
          to={hrefFor({ kind: 'list' }, params)}
          className={buttonVariants({ variant: 'outline' })}
        >
          Back to apartments
        </Link>
      }
    >
      {`${text} This screen is not part of the tool yet; your apartments are.`}
    </EmptyState>
  );
}
