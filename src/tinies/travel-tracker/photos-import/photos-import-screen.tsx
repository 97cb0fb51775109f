/** Stands in for adding visits from photos until it is built. */
export default function PhotosImportScreen() {
  return <p>Adding visits from photos is on its way.</p>;
}
