CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" jsonb NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" integer,
	"storage" text NOT NULL,
	"uploaded_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "media_files_size_check" CHECK ("media_files"."size_bytes" >= 0),
	CONSTRAINT "media_files_storage_check" CHECK ("media_files"."storage" in ('local', 's3'))
);
--> statement-breakpoint
CREATE TABLE "post_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "post_events_kind_check" CHECK ("post_events"."kind" in ('published'))
);
--> statement-breakpoint
CREATE TABLE "post_revisions" (
	"post_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"saved_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_fields" text[] DEFAULT '{}' NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "post_revisions_post_id_revision_pk" PRIMARY KEY("post_id","revision"),
	CONSTRAINT "post_revisions_revision_check" CHECK ("post_revisions"."revision" >= 1)
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"email" text NOT NULL,
	"role" text NOT NULL,
	"granted_by" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_grants_email_role_pk" PRIMARY KEY("email","role"),
	CONSTRAINT "role_grants_role_check" CHECK ("role_grants"."role" in ('editor', 'admin')),
	CONSTRAINT "role_grants_email_lower_check" CHECK ("role_grants"."email" = lower("role_grants"."email"))
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "document_url" text;--> statement-breakpoint
ALTER TABLE "post_events" ADD CONSTRAINT "post_events_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "post_events_unhandled_idx" ON "post_events" USING btree ("id") WHERE "post_events"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "post_events_post_id_idx" ON "post_events" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_external_id_unique" UNIQUE("external_id");