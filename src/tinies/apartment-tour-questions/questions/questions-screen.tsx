import NotYetScreen from '../not-yet/not-yet-screen.tsx';

/** Stub: replaced by the screen itself. */
export default function Screen() {
  return <NotYetScreen screen="questions" />;
}
