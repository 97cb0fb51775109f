/** Stands in for import and export until they are built. */
export default function MoveScreen() {
  return <p>Import and export are on their way.</p>;
}
