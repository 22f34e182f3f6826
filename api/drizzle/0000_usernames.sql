CREATE TABLE "used_signatures" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"signature" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usernames" (
	"address" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usernames_username_key_unique" UNIQUE("username_key")
);
