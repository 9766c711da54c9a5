ALTER TABLE "users" ADD COLUMN "photo_document_id" bigint;--> statement-breakpoint
CREATE INDEX "users_photo_document_idx" ON "users" USING btree ("photo_document_id") WHERE "users"."photo_document_id" is not null;--> statement-breakpoint
-- Written by hand: the Drizzle table cannot name documents without an import cycle (auth.tables.ts).
ALTER TABLE "users" ADD CONSTRAINT "users_photo_document_id_documents_id_fk" FOREIGN KEY ("photo_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
