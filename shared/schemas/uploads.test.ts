import { describe, expect, it } from 'vitest';
import { createUploadBodySchema, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, UPLOAD_RULES } from './uploads';

describe('upload rules', () => {
  it('cover every purpose, each at most 10 MB', () => {
    expect(Object.keys(UPLOAD_RULES).sort()).toEqual([...UPLOAD_PURPOSES].sort());
    for (const rule of Object.values(UPLOAD_RULES)) expect(rule.maxBytes).toBe(UPLOAD_MAX_BYTES);
  });

  it('take images for public pictures and PDF, JPG or PNG for verification files', () => {
    expect(UPLOAD_RULES['art-image']).toMatchObject({ visibility: 'public', acceptedTypesText: 'JPG, PNG, WEBP' });
    expect(UPLOAD_RULES['art-image'].accept).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
    expect(UPLOAD_RULES['verification-id']).toMatchObject({
      visibility: 'private',
      acceptedTypesText: 'PDF, JPG, PNG',
    });
    expect(UPLOAD_RULES['verification-document'].contentTypes).not.toContain('image/webp');
  });
});

describe('createUploadBodySchema', () => {
  const parse = (body: unknown) => createUploadBodySchema.safeParse(body);
  const issue = (body: unknown) => parse(body).error?.issues[0];

  it('accepts a declared file within its purpose rules', () => {
    expect(
      parse({ purpose: 'verification-document', contentType: 'application/pdf', size: UPLOAD_MAX_BYTES }).success,
    ).toBe(true);
  });

  it('names the field that breaks the rules', () => {
    expect(issue({ purpose: 'post-image', contentType: 'image/gif', size: 10 })).toMatchObject({
      path: ['contentType'],
    });
    expect(issue({ purpose: 'post-image', contentType: 'image/png', size: 0 })).toMatchObject({
      path: ['size'],
      message: 'The file is empty.',
    });
    expect(issue({ purpose: 'post-image', contentType: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toMatchObject({
      path: ['size'],
    });
    expect(issue({ purpose: 'banner', contentType: 'image/png', size: 10 })).toMatchObject({ path: ['purpose'] });
  });
});
