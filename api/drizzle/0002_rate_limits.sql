CREATE TABLE "api_rate_limits" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"window_end" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "api_rate_limits_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "api_rate_limits_window_end" ON "api_rate_limits" USING btree ("window_end");