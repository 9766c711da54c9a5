CREATE TABLE "ai_unit_embeddings" (
	"unit_key" text NOT NULL,
	"model" text NOT NULL,
	"text_hash" text NOT NULL,
	"vector" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_unit_embeddings_unit_key_model_pk" PRIMARY KEY("unit_key","model")
);
