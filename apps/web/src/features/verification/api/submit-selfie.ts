import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@kindred/contract/routes';
import { verificationStatusResponseSchema, type VerificationStatus } from '@kindred/contract/verification';
import { apiUpload } from '@/lib/api-upload';
import { VERIFICATION_QUERY_KEY } from './get-verification';

export interface SubmitSelfieInput {
  image: Blob;
  poseId: string;
  onProgress?: (fraction: number) => void;
}

/** `POST /verification/selfie` (multipart: `poseId`, then the `image`): answers the new state, pending. */
export function submitSelfie({ image, poseId, onProgress }: SubmitSelfieInput): Promise<VerificationStatus> {
  const body = new FormData();
  body.append('poseId', poseId);
  body.append('image', image, 'selfie.jpg');
  return apiUpload(API_PATHS.verification.selfie, body, { schema: verificationStatusResponseSchema, onProgress }).then(
    (response) => response.verification,
  );
}

/** A refused selfie (a 4xx) may have used the pose or the day's attempts: the state is read again. */
export function useSubmitSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSelfie,
    onSuccess: (status) => queryClient.setQueryData(VERIFICATION_QUERY_KEY, status),
    onError: () => void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY }),
  });
}
