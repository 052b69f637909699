import { useState } from 'react';

/** Forward cursor paging: the cursor of the page shown, and the way to the next page or back to the first. */
export function useCursor(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursor: string | undefined }>({ key: resetKey, cursor: undefined });
  const cursor = state.key === resetKey ? state.cursor : undefined;
  return {
    cursor,
    atFirst: cursor === undefined,
    next: (c: string) => setState({ key: resetKey, cursor: c }),
    first: () => setState({ key: resetKey, cursor: undefined }),
  };
}
