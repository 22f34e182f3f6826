CREATE TABLE "voting_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"space" text NOT NULL,
	"author" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"choices" jsonb NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"snapshot" bigint NOT NULL,
	"created" bigint NOT NULL,
	"author_power" numeric(78, 0) NOT NULL,
	"envelope" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_votes" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"space" text NOT NULL,
	"voter" text NOT NULL,
	"voter_key" text NOT NULL,
	"choice" integer NOT NULL,
	"reason" text NOT NULL,
	"created" bigint NOT NULL,
	"power" numeric(78, 0) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"verification_hash" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voting_votes_one_per_voter" UNIQUE("proposal_id","voter_key")
);
--> statement-breakpoint
ALTER TABLE "voting_votes" ADD CONSTRAINT "voting_votes_proposal_id_voting_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."voting_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voting_proposals_space_end" ON "voting_proposals" USING btree ("space","end");--> statement-breakpoint
CREATE INDEX "voting_votes_proposal_created" ON "voting_votes" USING btree ("proposal_id","created");