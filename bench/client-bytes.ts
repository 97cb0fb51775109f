import {
  entryKey,
  readManifest,
  routeDocument,
  sizeOf,
  staticClosure,
  sum,
  type Size,
} from './bytes.ts';

/**
 * The module the app shell loads lazily, once the first page is idle, to bring the data
 * client in (src/app/data/data-bridge.tsx): its manifest key.
 */
export const DATA_RUNTIME_MODULE = 'src/app/data/data-runtime.tsx';

export interface ChunkBytes {
  /** Under dist/client, e.g. `assets/hooks-….js`. */
  file: string;
  /** The bundler's name for it, after its first module. */
  name: string;
  size: Size;
}

export interface DataClientBytes {
  /** The chunk of `DATA_RUNTIME_MODULE`: the app's wiring (sync status, error toasts, copy offer). */
  wiring: ChunkBytes;
  /**
   * The chunks it pulls in that the first page does not already have: the data client
   * (src/data and the shared rules it runs). React and the entry's chunks are not counted.
   */
  client: ChunkBytes[];
  /** Everything loading the data client adds to a page: `wiring` and `client`. */
  total: Size;
  /** Whether "/" loads any of these up front: in its entry's static imports or its document. */
  eagerOnRoot: boolean;
}

function chunk(file: string, name: string | undefined): ChunkBytes {
  return { file, name: name ?? file, size: sizeOf(file) };
}

/**
 * The data client's bytes as shipped in dist/client, found through the build's manifest
 * rather than by file name: the data runtime's chunk and what it alone imports statically.
 */
export function measureDataClient(): DataClientBytes {
  const manifest = readManifest();
  const entry = entryKey(manifest);
  const runtime = manifest[DATA_RUNTIME_MODULE];
  if (!runtime) {
    throw new Error(
      `The manifest has no chunk for ${DATA_RUNTIME_MODULE}; rebuild the client, or name the module that now loads the data client.`,
    );
  }
  const onRoot = staticClosure(manifest, [entry]).js;
  const names = new Map(Object.values(manifest).map((each) => [each.file, each.name]));
  const added = [...staticClosure(manifest, [DATA_RUNTIME_MODULE]).js].filter(
    (file) => !onRoot.has(file),
  );
  const document = routeDocument('/');
  return {
    wiring: chunk(runtime.file, runtime.name),
    client: added
      .filter((file) => file !== runtime.file)
      .map((file) => chunk(file, names.get(file))),
    total: sum(added),
    eagerOnRoot: onRoot.has(runtime.file) || added.some((file) => document.includes(file)),
  };
}
