CREATE TABLE "case_law_pins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"law" text NOT NULL,
	"article" text NOT NULL,
	"note" text,
	"pinned_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "law_article_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"law" text NOT NULL,
	"article" text NOT NULL,
	"previous_text" text NOT NULL,
	"previous_notes" jsonb NOT NULL,
	"text" text NOT NULL,
	"notes" jsonb NOT NULL,
	"reason" text NOT NULL,
	"amended" boolean,
	"amended_note" text,
	"text_date" text,
	"corrected_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "law_article_corrections_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
ALTER TABLE "case_law_pins" ADD CONSTRAINT "case_law_pins_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_law_pins" ADD CONSTRAINT "case_law_pins_pinned_by_id_users_id_fk" FOREIGN KEY ("pinned_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "law_article_corrections" ADD CONSTRAINT "law_article_corrections_corrected_by_id_users_id_fk" FOREIGN KEY ("corrected_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_law_pins_article_idx" ON "case_law_pins" USING btree ("case_id","law","article");--> statement-breakpoint
CREATE INDEX "law_article_corrections_article_idx" ON "law_article_corrections" USING btree ("law","article","id");