CREATE TABLE "fee_agreements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"basis" text NOT NULL,
	"agreed_fee" bigint NOT NULL,
	"hourly_rate" bigint,
	"stage_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attorney_fee" bigint NOT NULL,
	"tariff_input" jsonb NOT NULL,
	"payer" text NOT NULL,
	"payer_name" text,
	"contract_registration_no" text,
	"contract_registered_on" date,
	"signed_on" date,
	"notes" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_agreements_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_agreements_caseId_unique" UNIQUE("case_id"),
	CONSTRAINT "fee_agreements_amounts" CHECK ("fee_agreements"."agreed_fee" > 0 and "fee_agreements"."attorney_fee" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_expenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"spent_on" date NOT NULL,
	"description" text,
	"billable" boolean DEFAULT true NOT NULL,
	"receipt_file_pid" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_expenses_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_expenses_amount" CHECK ("fee_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"due_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"remind_client" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_instalments_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_instalments_paid" CHECK ("fee_instalments"."amount" > 0 and "fee_instalments"."paid_amount" >= 0 and "fee_instalments"."paid_amount" <= "fee_instalments"."amount")
);
--> statement-breakpoint
CREATE TABLE "fee_online_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"instalment_id" bigint,
	"amount" bigint NOT NULL,
	"token" text,
	"link_id" bigint,
	"expires_at" timestamp with time zone,
	"payment_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_online_orders_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_online_orders_token_unique" UNIQUE("token"),
	CONSTRAINT "fee_online_orders_paymentId_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"instalment_id" bigint,
	"receipt_no" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"cheque_number" text,
	"cheque_due_on" date,
	"slip_file_pid" text,
	"receipt_document_pid" text,
	"note" text,
	"recorded_by_id" bigint,
	"payment_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payments_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_payments_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "fee_payments_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "fee_payments_receipt_no" UNIQUE("office_id","receipt_no"),
	CONSTRAINT "fee_payments_amount" CHECK ("fee_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"office_id" bigint PRIMARY KEY NOT NULL,
	"secretaries_may_record" boolean DEFAULT false NOT NULL,
	"remind_days_before" integer DEFAULT 3 NOT NULL,
	"last_receipt_no" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_time_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"office_id" bigint NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"worked_on" date NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_time_entries_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "fee_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"commission_percent" integer NOT NULL,
	"commission" bigint NOT NULL,
	"sheba" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_reference" text,
	"reject_reason" text,
	"hold_movement_id" bigint NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_withdrawals_pid_unique" UNIQUE("pid"),
	CONSTRAINT "fee_withdrawals_holdMovementId_unique" UNIQUE("hold_movement_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind";--> statement-breakpoint
ALTER TABLE "finance_settings" ADD COLUMN "fee_commission_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_expenses" ADD CONSTRAINT "fee_expenses_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_expenses" ADD CONSTRAINT "fee_expenses_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_expenses" ADD CONSTRAINT "fee_expenses_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_instalments" ADD CONSTRAINT "fee_instalments_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_online_orders" ADD CONSTRAINT "fee_online_orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_online_orders" ADD CONSTRAINT "fee_online_orders_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_online_orders" ADD CONSTRAINT "fee_online_orders_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_online_orders" ADD CONSTRAINT "fee_online_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_online_orders" ADD CONSTRAINT "fee_online_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_instalment_id_fee_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."fee_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_time_entries" ADD CONSTRAINT "fee_time_entries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_time_entries" ADD CONSTRAINT "fee_time_entries_case_id_office_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."office_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_time_entries" ADD CONSTRAINT "fee_time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_withdrawals" ADD CONSTRAINT "fee_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_withdrawals" ADD CONSTRAINT "fee_withdrawals_hold_movement_id_ledger_movements_id_fk" FOREIGN KEY ("hold_movement_id") REFERENCES "public"."ledger_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_withdrawals" ADD CONSTRAINT "fee_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_agreements_office_idx" ON "fee_agreements" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "fee_expenses_case_idx" ON "fee_expenses" USING btree ("case_id","spent_on");--> statement-breakpoint
CREATE INDEX "fee_expenses_office_idx" ON "fee_expenses" USING btree ("office_id","spent_on");--> statement-breakpoint
CREATE INDEX "fee_instalments_case_idx" ON "fee_instalments" USING btree ("case_id","due_on");--> statement-breakpoint
CREATE INDEX "fee_instalments_office_due_idx" ON "fee_instalments" USING btree ("office_id","due_on");--> statement-breakpoint
CREATE INDEX "fee_online_orders_case_idx" ON "fee_online_orders" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "fee_payments_case_idx" ON "fee_payments" USING btree ("case_id","paid_on");--> statement-breakpoint
CREATE INDEX "fee_payments_office_paid_idx" ON "fee_payments" USING btree ("office_id","paid_on");--> statement-breakpoint
CREATE INDEX "fee_time_entries_case_idx" ON "fee_time_entries" USING btree ("case_id","worked_on");--> statement-breakpoint
CREATE INDEX "fee_withdrawals_user_idx" ON "fee_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('user', 'system', 'fee'));--> statement-breakpoint
-- The fee ledger's system accounts, with fixed ids like those of 0002 (ledger.ts SYSTEM_ACCOUNTS).
INSERT INTO "wallet_accounts" ("id", "code", "kind") VALUES
  (6, 'platform:fee_cash', 'system'),
  (7, 'platform:fee_payout', 'system'),
  (8, 'platform:fee_commission', 'system')
ON CONFLICT DO NOTHING;
