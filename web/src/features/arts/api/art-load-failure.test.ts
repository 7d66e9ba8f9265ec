import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@shared/api/errors';
import { ART_MESSAGES } from '@shared/messages/arts';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { ApiError } from '@web/lib/api-client';
import { artLoadFailure } from './arts';

describe('artLoadFailure', () => {
  it("tells the spec's texts apart by the refusal's code", () => {
    expect(artLoadFailure(new ApiError(404, ErrorCodes.artNotFound, 'Art not found.'))).toBe(ART_MESSAGES.notFound);
    expect(artLoadFailure(new ApiError(404, ErrorCodes.routeNotFound, 'No such route.'))).toBe(ART_MESSAGES.notFound);
    expect(artLoadFailure(new ApiError(400, ErrorCodes.validation, 'artId: Invalid art ID'))).toBe(
      ART_MESSAGES.invalidId,
    );
    expect(artLoadFailure(new ApiError(400, ErrorCodes.badRequest, 'Malformed path.'))).toBe(ART_MESSAGES.invalidId);
    expect(artLoadFailure(new ApiError(404, ErrorCodes.contentHidden, 'Hidden.'))).toBe(
      MODERATION_MESSAGES.hiddenNotFound,
    );
  });

  it('gives the generic text for anything else, whatever its status', () => {
    expect(artLoadFailure(new ApiError(403, ErrorCodes.forbidden, 'You are not allowed to do that.'))).toBe(
      ART_MESSAGES.detailsFailed,
    );
    expect(artLoadFailure(new ApiError(500, ErrorCodes.internal, 'Something went wrong.'))).toBe(
      ART_MESSAGES.detailsFailed,
    );
    expect(artLoadFailure(new ApiError(0, ErrorCodes.network, 'Could not reach the server.'))).toBe(
      ART_MESSAGES.detailsFailed,
    );
    expect(artLoadFailure(new Error('boom'))).toBe(ART_MESSAGES.detailsFailed);
  });
});
