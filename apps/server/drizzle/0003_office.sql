CREATE TABLE "access_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"case_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"mobile" text NOT NULL,
	"created_by_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_id" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "archive_cabinets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"location" text,
	"description" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_cabinets_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "case_client_access" (
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_client_access_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "case_clients" (
	"case_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_clients_case_id_client_id_pk" PRIMARY KEY("case_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "case_lawyers" (
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"added_by_id" bigint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_lawyers_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint,
	"case_id" bigint,
	"title" text NOT NULL,
	"file_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"visible_to_client" boolean DEFAULT false NOT NULL,
	"uploaded_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_pid_unique" UNIQUE("pid"),
	CONSTRAINT "documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "office_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"office_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"actor_id" bigint,
	"actor_pid" text,
	"actor_name" text NOT NULL,
	"access" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_pid" text NOT NULL,
	"entity_label" text,
	"case_pid" text,
	"details" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"title" text NOT NULL,
	"case_number" text,
	"archive_number" text,
	"court" text,
	"branch" text,
	"case_type" text NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"opponent" text,
	"subject" text,
	"description" text,
	"start_date" date,
	"archive_cabinet_id" bigint,
	"own_search" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"court_key" text DEFAULT '' NOT NULL,
	"branch_key" text DEFAULT '' NOT NULL,
	"created_by_id" bigint,
	"updated_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_cases_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "office_clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"national_code" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"father_name" text,
	"birth_date" date,
	"address" text,
	"notes" text,
	"user_id" bigint,
	"first_name_key" text NOT NULL,
	"last_name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_by_id" bigint,
	"updated_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_clients_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_client_id_office_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."office_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_used_by_id_users_id_fk" FOREIGN KEY ("used_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_cabinets" ADD CONSTRAINT "archive_cabinets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_cabinets" ADD CONSTRAINT "archive_cabinets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_client_access" ADD CONSTRAINT "case_client_access_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_client_access" ADD CONSTRAINT "case_client_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_client_access" ADD CONSTRAINT "case_client_access_client_id_office_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."office_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clients" ADD CONSTRAINT "case_clients_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_clients" ADD CONSTRAINT "case_clients_client_id_office_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."office_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_lawyers" ADD CONSTRAINT "case_lawyers_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_lawyers" ADD CONSTRAINT "case_lawyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_lawyers" ADD CONSTRAINT "case_lawyers_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_audit_log" ADD CONSTRAINT "office_audit_log_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_cases" ADD CONSTRAINT "office_cases_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_cases" ADD CONSTRAINT "office_cases_archive_cabinet_id_archive_cabinets_id_fk" FOREIGN KEY ("archive_cabinet_id") REFERENCES "public"."archive_cabinets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_cases" ADD CONSTRAINT "office_cases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_cases" ADD CONSTRAINT "office_cases_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_clients" ADD CONSTRAINT "office_clients_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_clients" ADD CONSTRAINT "office_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_clients" ADD CONSTRAINT "office_clients_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_clients" ADD CONSTRAINT "office_clients_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_links_case_client_idx" ON "access_links" USING btree ("case_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "archive_cabinets_office_code_key" ON "archive_cabinets" USING btree ("office_id","code") WHERE "archive_cabinets"."code" is not null;--> statement-breakpoint
CREATE INDEX "case_client_access_user_idx" ON "case_client_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_clients_client_idx" ON "case_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "case_lawyers_user_idx" ON "case_lawyers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_case_idx" ON "documents" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_uploader_idx" ON "documents" USING btree ("uploaded_by_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "office_audit_log_office_seq_key" ON "office_audit_log" USING btree ("office_id","seq");--> statement-breakpoint
CREATE INDEX "office_audit_log_case_idx" ON "office_audit_log" USING btree ("office_id","case_pid","seq");--> statement-breakpoint
CREATE INDEX "office_cases_office_created_idx" ON "office_cases" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "office_cases_office_status_idx" ON "office_cases" USING btree ("office_id","status");--> statement-breakpoint
CREATE INDEX "office_cases_cabinet_idx" ON "office_cases" USING btree ("archive_cabinet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_cases_office_archive_number_key" ON "office_cases" USING btree ("office_id","archive_number") WHERE "office_cases"."archive_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "office_clients_office_national_code_key" ON "office_clients" USING btree ("office_id","national_code");--> statement-breakpoint
CREATE INDEX "office_clients_office_created_idx" ON "office_clients" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "office_clients_user_idx" ON "office_clients" USING btree ("user_id");