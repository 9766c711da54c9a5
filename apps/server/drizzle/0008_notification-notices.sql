CREATE TABLE "court_notice_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"notice_id" bigint NOT NULL,
	"file_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_notice_attachments_pid_unique" UNIQUE("pid"),
	CONSTRAINT "court_notice_attachments_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "court_notice_reads" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "court_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"notice_number" text,
	"notice_type" text NOT NULL,
	"court" text,
	"branch" text,
	"served_on" date,
	"case_id" bigint,
	"description" text,
	"is_important" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_notices_pid_unique" UNIQUE("pid"),
	CONSTRAINT "court_notices_type_check" CHECK ("court_notices"."notice_type" in ('notice', 'warning', 'summons', 'judgment', 'other'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"in_app_on_new_notice" boolean DEFAULT true NOT NULL,
	"sms_on_new_notice" boolean DEFAULT false NOT NULL,
	"daily_digest_hour" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_digest_hour_check" CHECK ("notification_preferences"."daily_digest_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "court_notice_attachments" ADD CONSTRAINT "court_notice_attachments_notice_id_court_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."court_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_notice_reads" ADD CONSTRAINT "court_notice_reads_notice_id_court_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."court_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_notice_reads" ADD CONSTRAINT "court_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_notices" ADD CONSTRAINT "court_notices_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_notices" ADD CONSTRAINT "court_notices_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_notices" ADD CONSTRAINT "court_notices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_notice_attachments_notice_idx" ON "court_notice_attachments" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "court_notice_reads_user_idx" ON "court_notice_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "court_notices_office_created_idx" ON "court_notices" USING btree ("office_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "court_notices_case_idx" ON "court_notices" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "court_notices_search_trgm_idx" ON "court_notices" USING gin ("search_text" gin_trgm_ops);