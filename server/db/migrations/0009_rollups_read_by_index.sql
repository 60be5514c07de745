-- The rollup functions read (and delete) by the session and visitor ids of an INSERT: one to a
-- thousand of them, as many as the group commit's requests named. Without statistics (PGlite never
-- runs autovacuum's ANALYZE; a restored or new PostgreSQL database has none until it does) the
-- planner guessed that `session_id = ANY (<a thousand ids>)` matched most of the table and scanned
-- all of `events` and of each rollup table, in every INSERT of many visitors: measured on PGlite,
-- an INSERT of 1,000 visitors' events took 335 ms at 10,000 stored events and 3.3 s at 60,000,
-- and kept growing with the table. Every read these functions make has an index on its ids, so
-- they are told to use it. A migration that redefines either function must restate this setting
-- (CREATE OR REPLACE FUNCTION resets it).
ALTER FUNCTION report_refresh_sessions(text[]) SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION experiment_refresh_visitors(text[]) SET enable_seqscan = off;
