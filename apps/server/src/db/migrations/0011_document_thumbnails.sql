-- A small JPEG shown beside each received document (an image scaled down, a PDF's first page), made after upload.
ALTER TABLE "files" ADD COLUMN "thumbnail_storage_key" text;
