CREATE TABLE "office_case_counts" (
	"office_id" bigint PRIMARY KEY NOT NULL,
	"cases" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_case_counts" ADD CONSTRAINT "office_case_counts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_lawyers_shared_idx" ON "case_lawyers" USING btree ("user_id","case_id") WHERE "case_lawyers"."role" <> 'owner';--> statement-breakpoint
CREATE INDEX "office_cases_office_id_idx" ON "office_cases" USING btree ("office_id","id");