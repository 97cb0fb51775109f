import type { AnswerType, Better, QuestionCategory, QuestionHow } from './apartment-model.ts';

/**
 * The built-in questions every apartment is asked, unless the person changes or removes
 * them (see `question-scope.ts`). Ids are stable slugs: answers and the person's changes
 * point at them, so an id is never renamed or reused once shipped.
 */
export interface BuiltInQuestion {
  id: string;
  text: string;
  category: QuestionCategory;
  how: QuestionHow;
  answerType: AnswerType;
  /** Which answer is better, for scoring (a rating is always better higher; text unscored). */
  better?: Better;
}

type Entry = readonly [
  id: string,
  how: QuestionHow,
  answerType: AnswerType,
  text: string,
  better?: Better,
];

function inCategory(category: QuestionCategory, entries: readonly Entry[]): BuiltInQuestion[] {
  return entries.map(([id, how, answerType, text, better]) => ({
    id,
    text,
    category,
    how,
    answerType,
    ...(better === undefined ? {} : { better }),
  }));
}

export const BUILT_IN_QUESTIONS: readonly BuiltInQuestion[] = [
  ...inCategory('pricing', [
    ['q-rent', 'ask', 'number', 'What is the monthly rent?', 'lower'],
    ['q-rent-includes', 'ask', 'text', 'What does the rent include (water, trash, parking)?'],
    ['q-lease-length', 'ask', 'number', 'How long is the lease, in months?'],
    ['q-lease-renewal', 'ask', 'yes-no', 'Can the lease be renewed on the same terms?', 'yes'],
    ['q-deposit', 'ask', 'number', 'How much is the security deposit?', 'lower'],
    ['q-fees', 'ask', 'yes-no', 'Are there application, admin or move-in fees?', 'no'],
    [
      'q-rent-increase',
      'ask',
      'number',
      'By what percent has the rent gone up at recent renewals?',
      'lower',
    ],
    ['q-move-in-special', 'ask', 'yes-no', 'Is there a move-in special right now?', 'yes'],
    ['q-parking-cost', 'ask', 'number', 'What does parking cost a month?', 'lower'],
    ['q-break-lease', 'ask', 'text', 'What does it cost to end the lease early?'],
    ['q-pay-online', 'ask', 'yes-no', 'Can the rent be paid online?', 'yes'],
  ]),
  ...inCategory('building', [
    ['q-building-security', 'check', 'rating', 'How safe does the building feel?'],
    ['q-entry-system', 'ask', 'yes-no', 'Is the entrance locked (fob, code or intercom)?', 'yes'],
    ['q-package-handling', 'ask', 'yes-no', 'Are packages kept safe (lockers or a desk)?', 'yes'],
    ['q-security-cameras', 'ask', 'yes-no', 'Are there cameras at the entrances?', 'yes'],
    [
      'q-fire-safety',
      'ask',
      'yes-no',
      'Are there sprinklers, marked fire exits and extinguishers?',
      'yes',
    ],
    ['q-break-ins', 'ask', 'yes-no', 'Have there been break-ins in the past year?', 'no'],
    ['q-elevator', 'ask', 'yes-no', 'Is there a working elevator?', 'yes'],
    ['q-building-age', 'ask', 'text', 'When was the building built or last renovated?'],
    ['q-hallways', 'check', 'rating', 'Are the hallways, stairs and entrance clean and well lit?'],
    ['q-exterior', 'check', 'rating', 'How well kept is the outside of the building?'],
  ]),
  ...inCategory('amenities', [
    ['q-gym', 'ask', 'yes-no', 'Is there a gym?', 'yes'],
    ['q-pool', 'ask', 'yes-no', 'Is there a pool?', 'yes'],
    ['q-laundry', 'ask', 'yes-no', 'Is there a washer and dryer in the unit?', 'yes'],
    ['q-laundry-cost', 'ask', 'number', 'What does a load of laundry cost?', 'lower'],
    ['q-storage-unit', 'ask', 'yes-no', 'Is extra storage (a locker or cage) available?', 'yes'],
    ['q-bike-room', 'ask', 'yes-no', 'Is there a bike room?', 'yes'],
    ['q-common-areas', 'check', 'rating', 'How nice are the common areas (lounge, roof, yard)?'],
    ['q-amenity-fees', 'ask', 'yes-no', 'Do the amenities cost extra?', 'no'],
    ['q-guest-parking', 'ask', 'yes-no', 'Is there parking for guests?', 'yes'],
    ['q-ev-charging', 'ask', 'yes-no', 'Can an electric car be charged here?', 'yes'],
  ]),
  ...inCategory('condition', [
    ['q-appliances-age', 'ask', 'number', 'How old are the appliances, in years?', 'lower'],
    ['q-appliances-condition', 'check', 'rating', 'What shape are the appliances in?'],
    ['q-flooring', 'check', 'rating', 'What shape are the floors in?'],
    ['q-windows', 'check', 'rating', 'What shape are the windows in (seals, draughts)?'],
    ['q-closets', 'check', 'rating', 'Is there enough closet space?'],
    ['q-storage-space', 'check', 'rating', 'Is there enough storage in the unit?'],
    ['q-natural-light', 'check', 'rating', 'How much daylight do the rooms get?'],
    ['q-water-pressure', 'check', 'rating', 'How is the water pressure in the shower and sinks?'],
    ['q-hot-water', 'check', 'number', 'How many seconds until the tap runs hot?', 'lower'],
    ['q-lights-outlets', 'check', 'yes-no', 'Does every light and outlet work?', 'yes'],
    ['q-phone-signal', 'check', 'yes-no', 'Is there phone signal in every room?', 'yes'],
    ['q-smells', 'check', 'yes-no', 'Any odd smells (smoke, damp, gas, drains)?', 'no'],
    ['q-pest-signs', 'check', 'yes-no', 'Any signs of pests (droppings, traps, insects)?', 'no'],
    ['q-mould', 'check', 'yes-no', 'Any mould, stains or water damage?', 'no'],
    ['q-detectors', 'check', 'yes-no', 'Are there working smoke and CO detectors?', 'yes'],
    ['q-locks', 'check', 'yes-no', 'Do the door and window locks work well?', 'yes'],
    ['q-noise', 'check', 'rating', 'How quiet is it inside (neighbours, street)?'],
    ['q-windows-open', 'check', 'yes-no', 'Do the windows open and close easily?', 'yes'],
    [
      'q-appliances-run',
      'check',
      'yes-no',
      'Do the stove, oven, fridge and dishwasher run?',
      'yes',
    ],
    ['q-cabinets', 'check', 'yes-no', 'Do the cabinets and drawers open and close well?', 'yes'],
    ['q-cleaned', 'ask', 'yes-no', 'Will the unit be cleaned and painted before move-in?', 'yes'],
  ]),
  ...inCategory('utilities', [
    ['q-tenant-utilities', 'ask', 'text', 'Which utilities does the tenant pay?'],
    [
      'q-utility-bills',
      'ask',
      'number',
      'What are the utility bills a month, on average?',
      'lower',
    ],
    ['q-internet-providers', 'ask', 'text', 'Which internet providers serve the building?'],
    ['q-internet-included', 'ask', 'yes-no', 'Is internet included in the rent?', 'yes'],
    ['q-heating-cooling', 'ask', 'text', 'How is the unit heated and cooled?'],
    ['q-air-conditioning', 'ask', 'yes-no', 'Is there air conditioning?', 'yes'],
    ['q-water-heater', 'ask', 'text', 'Is the water heater the unit’s own or shared?'],
    ['q-thermostat', 'ask', 'yes-no', 'Can you set the heating yourself?', 'yes'],
    ['q-insulation', 'ask', 'yes-no', 'Are the windows and walls well insulated?', 'yes'],
  ]),
  ...inCategory('management', [
    ['q-maintenance-request', 'ask', 'text', 'How do you ask for a repair?'],
    ['q-maintenance-time', 'ask', 'number', 'How many days does a repair usually take?', 'lower'],
    ['q-emergency-maintenance', 'ask', 'yes-no', 'Is there a 24-hour emergency line?', 'yes'],
    ['q-on-site-management', 'ask', 'yes-no', 'Is the management on site?', 'yes'],
    ['q-pest-control', 'ask', 'yes-no', 'Is there regular pest control?', 'yes'],
    ['q-entry-notice', 'ask', 'number', 'How many hours’ notice before they enter?', 'higher'],
    ['q-management-manner', 'check', 'rating', 'How helpful and responsive is the agent?'],
    ['q-reviews', 'check', 'rating', 'How are the management’s reviews online?'],
    ['q-tenants-stay', 'ask', 'yes-no', 'Do most tenants renew their lease?', 'yes'],
  ]),
  ...inCategory('policies', [
    ['q-pets', 'ask', 'yes-no', 'Are pets allowed?', 'yes'],
    ['q-pet-rent', 'ask', 'number', 'What is the monthly pet rent?', 'lower'],
    ['q-guests', 'ask', 'yes-no', 'Are there limits on overnight guests?', 'no'],
    ['q-subletting', 'ask', 'yes-no', 'Is subletting allowed?', 'yes'],
    ['q-smoking', 'ask', 'yes-no', 'Is smoking allowed in the building?', 'no'],
    ['q-quiet-hours', 'ask', 'text', 'What are the quiet hours and noise rules?'],
    ['q-renters-insurance', 'ask', 'yes-no', 'Is renter’s insurance required?', 'no'],
    ['q-decorating', 'ask', 'yes-no', 'Can you paint and hang things on the walls?', 'yes'],
    ['q-grills', 'ask', 'yes-no', 'Are grills allowed on balconies?', 'yes'],
    ['q-moving-rules', 'ask', 'text', 'Are there rules for moving in (hours, elevator booking)?'],
  ]),
  ...inCategory('location', [
    ['q-transit', 'ask', 'number', 'How many minutes’ walk to the nearest transit stop?', 'lower'],
    ['q-commute', 'ask', 'number', 'How many minutes is the commute to work or school?', 'lower'],
    ['q-groceries', 'ask', 'number', 'How many minutes to the nearest grocery store?', 'lower'],
    ['q-neighbourhood-safety', 'check', 'rating', 'How safe does the neighbourhood feel?'],
    ['q-street-noise', 'check', 'rating', 'How quiet is the street, day and evening?'],
    ['q-street-parking', 'ask', 'yes-no', 'Is parking easy to find nearby?', 'yes'],
    ['q-walkability', 'check', 'rating', 'How easy is it to walk to shops and cafés?'],
    ['q-parks', 'ask', 'yes-no', 'Is there a park within a short walk?', 'yes'],
    ['q-bike-routes', 'ask', 'yes-no', 'Are there safe bike routes nearby?', 'yes'],
    ['q-schools', 'ask', 'text', 'Which schools serve the address?'],
  ]),
];

const byId = new Map(BUILT_IN_QUESTIONS.map((question) => [question.id, question]));

/** The built-in question with this id, if there is one. */
export function builtInQuestion(id: string): BuiltInQuestion | undefined {
  return byId.get(id);
}
