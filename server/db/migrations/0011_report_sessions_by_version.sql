-- The report's deployed-version summary lists the funnel's sessions with rows of that version, on
-- any day (server/routes/reportSummaryRollups.ts, `versioned`): a session of the version keeps its
-- versioned rows, and only the others count their unversioned ones. Without an index on the
-- version that list read every row of the funnel on every day: 580 ms at 10 M bench events on
-- PostgreSQL, for a list the bench leaves empty. The session id is in the index, so the list is
-- read from the index alone.
CREATE INDEX IF NOT EXISTS "report_sessions_funnel_version_idx" ON "report_sessions" USING btree ("funnel","funnel_version","session_id");
