/** A fan-art submission as its route read it from the form: text fields and the files' bytes. */
export interface SubmissionUpload {
  fields: Record<string, string>;
  media: Buffer | undefined;
  poster: Buffer | undefined;
}
