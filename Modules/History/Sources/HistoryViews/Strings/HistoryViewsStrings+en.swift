// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension HistoryViewsStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* history list */
"history.empty" = "No sessions yet. Start one with: interfit start tabata";
"history.noMatch" = "No sessions match. Try without --since or --plan, or see `interfit history`.";
"history.started" = "STARTED";
"history.active" = "ACTIVE";
"label.id" = "ID";
"label.name" = "PLAN";
"label.summary" = "SUMMARY";
"label.status" = "STATUS";
"label.tags" = "NOTES";
"history.limit" = "--limit: must be between %@ and %@ (got %@).";
"history.date" = "--since: \"%@\" is not a date.\nFix: use 2026-11-01, 2026-11-01T08:30, or 7d / 2w for days or weeks ago.";
"history.ambiguousPlan" = "--plan: \"%@\" matches several plans: %@.\nFix: type more of the name, or use an id prefix.";
"history.notFound" = "No session id starts with \"%@\".\nFix: copy an id from `interfit history`.";
"history.ambiguousSession" = "\"%@\" starts several session ids: %@.\nFix: type more of the id.";
"history.ambiguousSessionMore" = "\"%@\" starts %@ session ids: %@ and %@ more.\nFix: type more of the id (a longer prefix).";
"history.unreadableSession" = "The session %@ exists but cannot be read (its stored row is damaged).\nFix: see `interfit doctor --full`; `interfit backup export FILE` saves every readable session.";

/* history show */
"detail.active" = "Active time";
"detail.paused" = "Paused";
"detail.sets" = "Sets";
"detail.tags" = "Notes";
"detail.adjustments" = "Adjustments (the plan itself is unchanged):";
"detail.timeline" = "Timeline";
"detail.t" = "t";
"detail.event" = "event";
"detail.segment" = "segment";
"event.started" = "started";
"event.segment" = "segment begins";
"event.paused.user" = "paused";
"event.paused.interruption" = "paused (suspended)";
"event.paused.safety" = "paused (the clock jumped)";
"event.resumed" = "resumed";
"event.skipped" = "skipped ahead";
"event.wentBack" = "went back";
"event.restExtended" = "rest extended by %@ s";
"event.restEndedEarly" = "rest ended early";
"event.degraded" = "sound: %@";
"event.recovered" = "recovered after a crash";
"event.completed" = "completed";
"event.ended" = "ended early";
"adjust.restExtended" = "rest extended by %@ s";
"adjust.restEndedEarly" = "rest ended with %@ left";
"adjust.skipped" = "skipped with %@ left";
"adjust.wentBack" = "went back to";

/* stats */
"stats.legend" = "week      active minutes (█ completed, ▒ ended early) · sessions";
"stats.legend.short" = "week · active minutes · sessions\n█ completed · ▒ ended early";
"stats.figure" = "%@ min · %@";
"stats.total" = "%@ · sessions %@ · active minutes %@ · completed %@ · ended early %@";
"stats.total.week" = "%@ week";
"stats.total.weeks" = "%@ weeks";
"stats.weeks" = "--weeks: must be between %@ and %@ (got %@).";

/* The home's History tab (`interfit` alone on a terminal) */
"home.heading.all" = "All sessions, newest first";
"home.filter.plan" = "Plan: %@";
"home.filter.since" = "Since: %@";
"home.count.one" = "(1 session)";
"home.count.other" = "(%@ sessions)";
"home.empty" = "No sessions yet: every workout you start is kept here.";
"home.noMatch" = "No sessions match these filters. x clears them.";
"home.prompt.plan" = "Plan (name, id or template; empty for all): %@";
"home.prompt.since" = "Since (2026-11-01, 7d, 2w; empty for all): %@";
"home.hint.stats" = "w weekly chart";
"home.hint.plan" = "p plan";
"home.hint.since" = "d date";
"home.hint.clear" = "x clear filters";
"home.hint.scroll" = "↑↓ scroll";
"home.stats.title" = "Active minutes per week";
"help.openSession" = "show the session: events, adjustments, notes";
"help.stats" = "the weekly chart of active minutes";
"help.filterPlan" = "only sessions of one plan (as `history --plan`)";
"help.filterSince" = "only sessions since a date (as `history --since`)";
"help.clearFilters" = "clear the filters";
"help.scroll" = "scroll (Page Up/Down, Home/End)";
"""#
}
