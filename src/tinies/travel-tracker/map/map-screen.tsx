/** Stands in for the map screen until it is built. */
export default function MapScreen() {
  return <p>The map is on its way.</p>;
}
