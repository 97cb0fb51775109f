import { useState } from 'react';
import { Form, type FieldConfig, type FormValues } from '@/ui/form.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

/** How long the demo's pretend server takes, so the busy button can be seen. */
const DEMO_SUBMIT_MS = 600;

const ACCOUNT_FIELDS: FieldConfig[] = [
  { type: 'text', name: 'name', label: 'Full name', required: true, autoComplete: 'name' },
  {
    type: 'text',
    name: 'username',
    label: 'Username',
    description: 'Lowercase letters and digits.',
    validate: (value) => /^[a-z0-9]+$/.test(value) || 'Use lowercase letters and digits only',
  },
  { type: 'email', name: 'email', label: 'Email', required: true, autoComplete: 'email' },
  {
    type: 'password',
    name: 'password',
    label: 'Password',
    required: true,
    autoComplete: 'new-password',
    validate: (value) => value.length >= 6 || 'Password must be at least 6 characters long',
  },
  // No message of its own: the form says 'Age is invalid'.
  {
    type: 'number',
    name: 'age',
    label: 'Age',
    description: '18 or over.',
    validate: (n) => n >= 18,
  },
  {
    type: 'select',
    name: 'country',
    label: 'Country',
    searchable: true,
    options: [
      { value: 'nl', label: 'Netherlands' },
      { value: 'pt', label: 'Portugal' },
      { value: 'jp', label: 'Japan' },
      { value: 'aq', label: 'Antarctica', disabled: true },
    ],
  },
  { type: 'date', name: 'start', label: 'Start date', min: '2020-01-01', max: '2035-12-31' },
  { type: 'textarea', name: 'bio', label: 'Bio', maxLength: 160, fullWidth: true },
  {
    type: 'checkbox-group',
    name: 'interests',
    label: 'Interests',
    required: true,
    selectAll: true,
    fullWidth: true,
    options: [
      { value: 'cooking', label: 'Cooking' },
      { value: 'travel', label: 'Travel' },
      { value: 'cars', label: 'Cars', disabled: true },
      { value: 'housing', label: 'Housing' },
    ],
  },
];

const ADDRESS_FIELDS: FieldConfig[] = [
  { type: 'text', name: 'street', label: 'Street', required: true },
  { type: 'text', name: 'city', label: 'City', required: true },
  {
    type: 'text',
    name: 'postcode',
    label: 'Postcode',
    validate: (value) => /^[0-9A-Za-z -]{3,10}$/.test(value),
  },
  { type: 'text', name: 'region', label: 'Region' },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function SubmittedForm({
  label,
  fields,
  columns,
  submitLabel,
  defaultValues,
}: {
  label: string;
  fields: FieldConfig[];
  columns?: 1 | 2 | 3 | 4;
  submitLabel: string;
  defaultValues?: Partial<FormValues>;
}) {
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <div className="w-full space-y-4 rounded-2xl border border-border bg-card p-5">
      <Form
        aria-label={label}
        fields={fields}
        columns={columns}
        submitLabel={submitLabel}
        defaultValues={defaultValues}
        onSubmit={async (values) => {
          await wait(DEMO_SUBMIT_MS);
          setSubmitted(values);
        }}
      />
      <p role="status" aria-label={`${label} result`} className="text-sm break-all text-muted-fg">
        {submitted ? `Submitted: ${JSON.stringify(submitted)}` : 'Nothing submitted yet.'}
      </p>
    </div>
  );
}

export function FormSection() {
  return (
    <GallerySection
      id="form"
      title="Form"
      description="Built from field configs. Errors show once a field is touched; submit stays disabled until every field is valid."
    >
      <GalleryRow label="Every field type, two columns">
        <SubmittedForm
          label="Create an account"
          fields={ACCOUNT_FIELDS}
          columns={2}
          submitLabel="Create account"
        />
      </GalleryRow>
      <GalleryRow label="Four columns, with default values">
        <SubmittedForm
          label="Address"
          fields={ADDRESS_FIELDS}
          columns={4}
          submitLabel="Save address"
          defaultValues={{ street: '1 Canal Street', city: 'Utrecht' }}
        />
      </GalleryRow>
    </GallerySection>
  );
}
