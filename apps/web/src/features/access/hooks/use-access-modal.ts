import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AccessTab,
  readAccessModalParams,
  withAccessTab,
  withoutAccessModal,
} from '../utils/access-modal-params.ts';

/** The access modal's state lives in the URL (spec 2): shareable, and Back closes it. */
export function useAccessModal() {
  const [params, setParams] = useSearchParams();
  const state = readAccessModalParams(params);
  const close = useCallback(
    () => setParams((current) => withoutAccessModal(current), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  // Replace, not push: switching tabs is not a page Back should step through.
  const selectTab = useCallback(
    (tab: AccessTab) =>
      setParams((current) => withAccessTab(current, tab), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return { ...state, close, selectTab };
}
