// The shared photo pipeline: multipart upload -> validated, resized, metadata-free JPEG -> media file.
export * from './process-image';
export * from './multipart';
export * from './media';
export * from './image-text';
