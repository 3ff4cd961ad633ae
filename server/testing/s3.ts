import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { readUploadsConfig, type S3UploadsConfig } from '../config';
import { s3ClientFor, s3UploadStore } from '../rma/s3-upload-store';

export interface TestS3Server {
  /** All a server process needs to keep its uploads in this server's bucket: pass it to a child's environment. */
  env: Record<string, string>;
  /** The settings `env` reads as, for an app made in the test's own process. */
  config: S3UploadsConfig;
  /** A client of the bucket, for the test's own checks. */
  client: S3Client;
  bucket: string;
  /** The key prefix uploads go under (ends in '/'). */
  prefix: string;
  /** An upload store on the bucket, as a server made from `env` uses; `orphanAgeMs` for sweep tests. */
  store(options?: { orphanAgeMs?: number }): ReturnType<typeof s3UploadStore>;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free local port, its objects in a fresh temporary
 * folder, with an empty bucket `verdant-test` created.
 */
export async function startS3Server({ bucket = 'verdant-test', prefix = 'rma' } = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const env = {
    UPLOADS_URL: `s3://${bucket}/${prefix}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    // s3rver's own fixed credentials.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const config = readUploadsConfig(env) as S3UploadsConfig;
  const client = s3ClientFor(config, { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  // s3rver keeps objects as files in folders and removes a folder when its last object is
  // deleted; an upload into that folder at the same moment then fails to open its file and
  // throws where no one can catch it. Real S3 has no folders, so the prefix's folder is kept
  // with a file s3rver does not list as an object.
  const prefixFolder = path.join(directory, bucket, prefix);
  fs.mkdirSync(prefixFolder, { recursive: true });
  fs.writeFileSync(path.join(prefixFolder, 'kept-folder'), '');
  return {
    env,
    config,
    client,
    bucket,
    prefix: config.prefix,
    store: ({ orphanAgeMs } = {}) => s3UploadStore({ client, bucket, prefix: config.prefix, orphanAgeMs }),
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
