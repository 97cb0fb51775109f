/** Filled in below. */
export default function StatsScreen() {
  return null;
}
