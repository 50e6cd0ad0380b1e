import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@kindred/contract/constants';
import { apiErrorSchema } from '@kindred/contract/errors';
import { MESSAGES } from '@kindred/contract/messages';
import { ownProfileSchema } from '@kindred/contract/profile';
import { profileUpdateFields, profileUpdateSchema } from '@kindred/contract/profile-update';
import { memberSettingsSchema, settingsUpdateSchema } from '@kindred/contract/settings';
import { uploadedFile } from '../../http/uploaded-file';
import { API_PATHS } from '@kindred/contract/routes';
import { memberOf } from '../../http/authenticate';
import { MEMBER_ERROR_RESPONSES } from '../../http/error-responses';
import { routePath } from '../../http/route-path';
import type { ProfileService } from './profiles.service';

export interface ProfileRoutesOptions {
  profiles: ProfileService;
}

const errors = { ...MEMBER_ERROR_RESPONSES, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const profileResponse = z.object({ data: ownProfileSchema });
const photosResponse = z.object({ data: z.object({ photos: z.array(z.string()) }) });

const preferencesSchema = z.object({
  showMe: profileUpdateFields.showMe.optional(),
  ageRange: profileUpdateFields.ageRange.optional(),
  maxDistance: profileUpdateFields.maxDistance.optional(),
  lookingFor: profileUpdateFields.lookingFor.optional(),
});

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profiles }) => {
  app.get(API_PATHS.profiles.me, { schema: { response: { 200: profileResponse, ...errors } } }, async (request) => ({
    data: await profiles.mustOwnProfile(memberOf(request).userId),
  }));

  app.post(
    API_PATHS.profiles.create,
    { schema: { body: profileUpdateSchema, response: { 201: profileResponse, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({ data: await profiles.createOwnProfile(memberOf(request), request.body) }),
  );

  app.patch(
    routePath(API_PATHS.profiles.byId, 'id'),
    {
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: profileUpdateSchema,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => ({ data: await profiles.updateProfile(memberOf(request), request.params.id, request.body) }),
  );

  app.post(
    API_PATHS.profiles.completeOnboarding,
    { schema: { response: { 200: profileResponse, ...errors } } },
    async (request) => ({ data: await profiles.completeOnboarding(memberOf(request)) }),
  );

  app.put(
    API_PATHS.settings,
    { schema: { body: settingsUpdateSchema, response: { 200: z.object({ data: memberSettingsSchema }), ...errors } } },
    async (request) => ({ data: await profiles.updateSettings(memberOf(request), request.body) }),
  );

  app.put(
    API_PATHS.preferences,
    { schema: { body: preferencesSchema, response: { 200: profileResponse, ...errors } } },
    async (request) => ({ data: await profiles.updatePreferences(memberOf(request), request.body) }),
  );

  app.post(
    API_PATHS.photos.upload,
    {
      schema: {
        response: {
          201: z.object({ data: z.object({ url: z.string(), photos: z.array(z.string()) }) }),
          413: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const buffer = await uploadedFile(request, 'photo', MESSAGES.photoFieldRequired);
      return reply.status(201).send({ data: await profiles.addPhoto(memberOf(request), buffer) });
    },
  );

  app.delete(
    API_PATHS.photos.remove,
    {
      schema: {
        body: z.object({ photoUrl: z.string({ error: MESSAGES.fieldRequired('photoUrl') }).max(300) }),
        response: { 200: photosResponse, ...errors },
      },
    },
    async (request) => ({ data: { photos: await profiles.removePhoto(memberOf(request), request.body.photoUrl) } }),
  );

  app.put(
    API_PATHS.photos.reorder,
    {
      schema: {
        body: z.object({
          photos: z
            .array(z.string().max(300), { error: MESSAGES.fieldMustBeArray('photos') })
            .max(LIMITS.maxPhotos, { error: MESSAGES.photoOrderMismatch }),
        }),
        response: { 200: photosResponse, ...errors },
      },
    },
    async (request) => ({ data: { photos: await profiles.reorderPhotos(memberOf(request), request.body.photos) } }),
  );
};
