// Moved to ~/components/xhr-submission (it is client code). This re-export stays only for an
// importer in another worktree's area (a listings test); delete it once that imports from there.
export {
  isXhrSubmissionReply,
  XHR_SUBMISSION_HEADER,
  XHR_SUBMISSION_VALUE,
  type XhrSubmissionReply,
} from "~/components/xhr-submission";
