import { PHOTO_HEAD_BYTES, readPhotoFacts } from '@/shared/travel-tracker/photos/read-photo.ts';
import type { FactsReply, FactsRequest } from './read-photos.ts';

/** Reads photos' dates and positions off the page's thread, one file at a time. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FactsRequest>) => void) | null;
  postMessage: (message: FactsReply) => void;
};

scope.onmessage = ({ data: { id, file } }) => {
  void file
    .slice(0, PHOTO_HEAD_BYTES)
    .arrayBuffer()
    .then(readPhotoFacts)
    .then(
      (facts) => scope.postMessage({ id, facts }),
      () => scope.postMessage({ id, facts: null }),
    );
};
