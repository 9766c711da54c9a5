CREATE TABLE "content_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_pid_unique" UNIQUE("pid"),
	CONSTRAINT "content_images_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "content_contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"search_key" text NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_contact_messages_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text NOT NULL,
	"rating" integer,
	"search_key" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_feedback_pid_unique" UNIQUE("pid"),
	CONSTRAINT "content_feedback_rating_check" CHECK ("content_feedback"."rating" is null or "content_feedback"."rating" between 1 and 5),
	CONSTRAINT "content_feedback_category_check" CHECK ("content_feedback"."category" in ('suggestion', 'bug', 'complaint', 'other'))
);
--> statement-breakpoint
CREATE TABLE "content_newsletter_subscribers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "content_newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "cities_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"alpha2" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"dialing_code" text NOT NULL,
	"flag" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_app_versions" (
	"os" text PRIMARY KEY NOT NULL,
	"latest_version" text NOT NULL,
	"latest_build" integer NOT NULL,
	"min_supported_build" integer NOT NULL,
	"store_url" text,
	"release_notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" bigint,
	CONSTRAINT "content_app_versions_builds_check" CHECK ("content_app_versions"."min_supported_build" <= "content_app_versions"."latest_build"),
	CONSTRAINT "content_app_versions_os_check" CHECK ("content_app_versions"."os" in ('android', 'ios', 'web'))
);
--> statement-breakpoint
CREATE TABLE "content_general_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"tagline" text,
	"about" text,
	"support_phone" text,
	"support_email" text,
	"address" text,
	"working_hours" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" bigint,
	CONSTRAINT "content_general_settings_single_row" CHECK ("content_general_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image_id" bigint,
	"link" text,
	"link_text" text,
	"placement" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_banners_pid_unique" UNIQUE("pid"),
	CONSTRAINT "content_banners_dates_check" CHECK ("content_banners"."ends_at" is null or "content_banners"."starts_at" is null or "content_banners"."ends_at" > "content_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_faq_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_faq_categories_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_faqs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_faqs_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_service_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_service_items_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_social_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_social_links_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_team_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"full_name" text NOT NULL,
	"role_title" text NOT NULL,
	"bio" text,
	"photo_id" bigint,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_team_members_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "content_terms_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_terms_versions_pid_unique" UNIQUE("pid"),
	CONSTRAINT "content_terms_versions_version_unique" UNIQUE("version"),
	CONSTRAINT "content_terms_current_published_check" CHECK (not "content_terms_versions"."is_current" or "content_terms_versions"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_contact_messages" ADD CONSTRAINT "content_contact_messages_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_replied_by_id_users_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_code_countries_alpha2_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("alpha2") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_app_versions" ADD CONSTRAINT "content_app_versions_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_general_settings" ADD CONSTRAINT "content_general_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_faqs" ADD CONSTRAINT "content_faqs_category_id_content_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_faq_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_team_members" ADD CONSTRAINT "content_team_members_photo_id_content_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_contact_messages_created_idx" ON "content_contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_feedback_user_idx" ON "content_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_feedback_created_idx" ON "content_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_code","province","name");--> statement-breakpoint
CREATE INDEX "content_banners_placement_idx" ON "content_banners" USING btree ("placement","sort_order");--> statement-breakpoint
CREATE INDEX "content_faqs_order_idx" ON "content_faqs" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "content_faqs_search_trgm_idx" ON "content_faqs" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "content_terms_one_current_key" ON "content_terms_versions" USING btree ("is_current") WHERE "content_terms_versions"."is_current";