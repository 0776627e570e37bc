import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readAccessModalParams, withoutAccessModal } from '../utils/access-modal-params.ts';

/** The access modal's state lives in the URL (spec 2): shareable, and Back closes it. */
export function useAccessModal() {
  const [params, setParams] = useSearchParams();
  const state = readAccessModalParams(params);
  const close = useCallback(
    () => setParams((current) => withoutAccessModal(current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { ...state, close };
}
