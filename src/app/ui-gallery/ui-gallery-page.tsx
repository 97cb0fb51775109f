import { Link } from 'react-router';
import { ButtonsSection } from './buttons-section.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { CheckboxGroupSection } from './checkbox-group-section.tsx';
import { CopySection } from './copy-section.tsx';
import { DialogsSection } from './dialogs-section.tsx';
import { FormSection } from './form-section.tsx';
import { LiveDataSection } from './live-data-section.tsx';
import { ModalSection } from './modal-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { PopoverSection } from './popover-section.tsx';
import { SelectSection } from './select-section.tsx';
import { TextareaSection } from './textarea-section.tsx';
import { ToastSection } from './toast-section.tsx';
import { TooltipSection } from './tooltip-section.tsx';

const SECTIONS = [
  { id: 'buttons', title: 'Buttons, badges and basics' },
  { id: 'toast', title: 'Toasts' },
  { id: 'copy', title: 'Copy to clipboard' },
  { id: 'modal', title: 'Modal' },
  { id: 'dialogs', title: 'Confirm and alert dialogs' },
  { id: 'tooltip', title: 'Tooltip' },
  { id: 'popover', title: 'Popover' },
  { id: 'form', title: 'Form' },
  { id: 'textarea', title: 'Textarea with a limit' },
  { id: 'checkbox-group', title: 'Checkbox group' },
  { id: 'select', title: 'Select' },
  { id: 'calendar', title: 'Calendar' },
  { id: 'photo', title: 'Photo' },
  { id: 'live-data', title: 'Live data' },
];

/**
 * `/ui`: every component of the design system in its states, for end-to-end tests to
 * exercise in a real browser and for readers of the code to see. Not in the catalogue.
 */
export default function UiGalleryPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-16 pb-24 sm:px-6 sm:pt-5 lg:px-8">
      <title>Design system · Tinies</title>
      <meta name="robots" content="noindex" />
      <nav aria-label="Breadcrumb">
        <Link
          to="/"
          className="inline-flex h-10 items-center rounded-lg pr-3 text-sm font-medium text-muted-fg hover:text-fg"
        >
          ← All tinies
        </Link>
      </nav>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Design system</h1>
        <p className="mt-3 text-muted-fg">
          Every shared component of Tinies in its states, in the current theme.
        </p>
      </header>
      <nav aria-label="Components" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm hover:bg-muted"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="divide-y divide-border">
        <ButtonsSection />
        <ToastSection />
        <CopySection />
        <ModalSection />
        <DialogsSection />
        <TooltipSection />
        <PopoverSection />
        <FormSection />
        <TextareaSection />
        <CheckboxGroupSection />
        <SelectSection />
        <CalendarSection />
        <PhotoSection />
        <LiveDataSection />
      </div>
    </div>
  );
}
