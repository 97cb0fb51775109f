import { useEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered page's search box can be typed into before the app has attached to it;
 * adopt that text instead of dropping it. (Where the box appears only after hydration,
 * its text is what the app rendered and nothing happens.)
 */
export function useTextTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (value: string) => void,
) {
  const initial = useRef(value);
  const adopt = useRef(setValue);
  useEffect(() => {
    const typed = ref.current?.value ?? '';
    if (typed !== initial.current) adopt.current(typed);
  }, [ref]);
}
