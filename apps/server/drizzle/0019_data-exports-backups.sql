CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"size" bigint,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"requested_by_id" bigint,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "office_exports_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
ALTER TABLE "office_exports" ADD CONSTRAINT "office_exports_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_exports" ADD CONSTRAINT "office_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_exports_office_idx" ON "office_exports" USING btree ("office_id","created_at");