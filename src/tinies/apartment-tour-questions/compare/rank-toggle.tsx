import type { RankBy } from './compare-model.ts';

const CHOICES: readonly { value: RankBy; label: string }[] = [
  { value: 'score', label: 'Score' },
  { value: 'cost', label: 'True monthly cost' },
];

/** Rank by the weighted score or by the true monthly cost: two radio buttons. */
export function RankToggle({
  value,
  onChange,
}: {
  value: RankBy;
  onChange: (value: RankBy) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3 print:hidden">
      <legend className="float-left mr-1 text-sm font-medium">Rank by</legend>
      {CHOICES.map((choice) => (
        <label
          key={choice.value}
          className="relative inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-3 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name="rank-by"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
