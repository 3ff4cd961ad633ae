// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAIN_MS, readConfig, readUploadsConfig } from './config';

describe('UPLOADS_URL', () => {
  it('keeps uploads in DATA_DIR when unset or empty', () => {
    expect(readUploadsConfig({})).toEqual({ kind: 'local' });
    expect(readUploadsConfig({ UPLOADS_URL: ' ' })).toEqual({ kind: 'local' });
  });

  it('reads the bucket, the prefix and the AWS defaults', () => {
    expect(readUploadsConfig({ UPLOADS_URL: 's3://verdant-uploads/shop/rma/' })).toEqual({
      kind: 's3',
      bucket: 'verdant-uploads',
      prefix: 'shop/rma/',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(readUploadsConfig({ UPLOADS_URL: 's3://verdant-uploads', AWS_REGION: 'eu-west-3' })).toMatchObject({ prefix: '', region: 'eu-west-3' });
  });

  it('addresses an S3-compatible endpoint by path unless told otherwise', () => {
    const minio = { UPLOADS_URL: 's3://verdant', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' };
    expect(readUploadsConfig(minio)).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(readUploadsConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ forcePathStyle: false });
    expect(readUploadsConfig({ UPLOADS_URL: 's3://verdant', AWS_ENDPOINT_URL: 'https://r2.example.com' })).toMatchObject({ endpoint: 'https://r2.example.com', forcePathStyle: true });
  });

  it.each([
    ['/var/uploads', /not a URL/],
    ['https://verdant/rma', /only s3:\/\//],
    ['s3://Verdant_Uploads/rma', /bucket name is not valid/],
    ['s3://key:secret@verdant/rma', /credentials/],
  ])('stops the server at start on %s, saying the expected form', (value, why) => {
    expect(() => readUploadsConfig({ UPLOADS_URL: value })).toThrow(/UPLOADS_URL must look like s3:\/\/bucket\/optional\/prefix/);
    expect(() => readUploadsConfig({ UPLOADS_URL: value })).toThrow(why);
  });

  it('refuses an S3_FORCE_PATH_STYLE that is neither true nor false', () => {
    expect(() => readUploadsConfig({ UPLOADS_URL: 's3://verdant', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
  });
});

describe('SHUTDOWN_DRAIN_MS and ADMIN_PASSWORD_ROTATE', () => {
  it('drain a little over the proxy check by default, and rotate nothing', () => {
    expect(readConfig({})).toMatchObject({ drainMs: DEFAULT_DRAIN_MS, adminPasswordRotate: false });
    expect(readConfig({ SHUTDOWN_DRAIN_MS: '0', ADMIN_PASSWORD_ROTATE: '1' })).toMatchObject({ drainMs: 0, adminPasswordRotate: true });
  });

  it('stops the server at start on a value it cannot read, naming the setting', () => {
    expect(() => readConfig({ SHUTDOWN_DRAIN_MS: '4s' })).toThrow(/SHUTDOWN_DRAIN_MS must be a whole number of milliseconds/);
    expect(() => readConfig({ ADMIN_PASSWORD_ROTATE: 'yes please' })).toThrow(/ADMIN_PASSWORD_ROTATE must be 1 or 0/);
  });
});
