import { type ArtistSubmission, ArtistSubmissionResponseSchema } from '@guardians/shared/gallery';
import { apiRequest } from '../../../lib/api-client.ts';

const SubmissionSchema = ArtistSubmissionResponseSchema.shape.data;

/** PATCH /api/admin/gallery/submissions/{id}: hides a submission from the public lists, or shows it again. */
export async function setSubmissionDisabled(id: number, disabled: boolean): Promise<ArtistSubmission> {
  const data = await apiRequest(`/api/admin/gallery/submissions/${id}`, {
    method: 'PATCH',
    body: { disabled },
  });
  return SubmissionSchema.parse(data);
}
