// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension PlansViewsStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* Column headings and table words */
"label.id" = "ID";
"label.name" = "NAME";
"label.summary" = "SUMMARY";
"label.lastUsed" = "LAST USED";
"label.flags" = "FLAGS";
"label.version" = "VERSION";
"label.status" = "STATUS";
"label.created" = "CREATED";
"label.never" = "never";
"flag.favorite" = "★ favorite";
"flag.archived" = "archived";
"list.separator" = ", ";
"status.draft" = "draft";
"status.published" = "published";

/* plans list */
"list.empty" = "No plans here yet. Create one with: interfit plans create \"Morning\" --sets 8 --work 20 --rest 10";
"list.emptyFavorites" = "No favorite plans yet. Mark one with: interfit plans fav PLAN";
"list.emptyArchived" = "No archived plans. Archive one with: interfit plans archive PLAN";

/* plans show */
"show.sets" = "Sets";
"show.work" = "Work";
"show.rest" = "Rest";
"show.warmup" = "Warm-up";
"show.cooldown" = "Cool-down";
"show.rounds" = "Rounds";
"show.roundRest" = "Round rest";
"show.exercises" = "Exercises";
"show.total" = "Total";
"show.created" = "Created";
"show.updated" = "Updated";
"show.lastUsed" = "Last used";
"show.versions" = "Versions";
"show.contentHash" = "Content hash";
"show.timeline" = "Timeline";
"show.more" = "… +%@ more";

/* templates */
"templates.hint" = "Start one with: interfit start tabata";

/* What an action did */
"plans.created" = "Created %@ — %@ (id %@).";
"plans.updated" = "Updated %@ — %@.";
"plans.copied" = "Copied %@ to %@ (id %@).";
"plans.deletedUnreadable" = "Removed the stored plan %@, which could not be read, and its versions.";
"plans.deleted" = "Deleted %@ and its versions. Past sessions keep their own copy.";
"plans.favorited" = "%@ is now a favorite.";
"plans.unfavorited" = "%@ is no longer a favorite.";
"plans.archived" = "Archived %@. See it with: interfit plans list --archived";
"plans.unarchived" = "%@ is back in the library.";
"plans.published" = "Published %@ as version %@.";
"plans.unchanged" = "%@ is unchanged since version %@; nothing was published.";
"plans.noVersions" = "%@ has no versions yet. Publish one with: interfit plans publish %@";
"plans.exported" = "Exported %@ to %@.";
"plans.imported" = "Imported %@ — %@ (id %@).";
"plans.alreadyThere" = "Already in your library as %@ (id %@); nothing was added.";
"plans.longWarning" = "Note: this plan runs %@, longer than two hours.";
"plans.delete.none" = "Delete %@? y = yes, any other key = no";
"plans.delete.one" = "Delete %@ and its version? y = yes, any other key = no";
"plans.delete.many" = "Delete %@ and its %@ versions? y = yes, any other key = no";
"plans.notDeleted" = "Nothing was deleted.";

/* Failures */
"error.notFound" = "No plan matches \"%@\".\nFix: run `interfit plans list --all` for names and ids, or `interfit templates` for built-in plans.";
"error.ambiguous" = "\"%@\" matches several plans: %@.\nFix: type the full name or a longer id prefix.";
"error.candidate" = "%@ (%@)";
"error.moreCandidates" = "%@ more";
"error.unreadableFile" = "%@ is not a valid Interfit plan file (%@); nothing was imported.\nFix: export the plan again with `interfit plans export`, or correct the file.";
"error.newerFormat" = "%@ uses plan file format %@, but this Interfit reads up to %@; nothing was imported.\nFix: update Interfit.";
"error.invalidPlanInFile" = "%@ holds an invalid plan; nothing was imported:";
"error.invalidPlan" = "The plan is not valid; nothing was saved:";
"file.notJSON" = "not valid JSON";
"file.notAnObject" = "not a JSON object";
"file.missingField" = "missing field \"%@\"";
"file.wrongType" = "wrong type for field \"%@\"";
"file.invalidValue" = "invalid value for field \"%@\"";
"file.invalidSomewhere" = "a value that does not fit its field";
"file.duplicateKey" = "key \"%@\" appears twice in one object";
"file.tooLarge" = "%@ bytes; plan files are at most %@ bytes";
"file.standardInput" = "Standard input";

/* Shape options */
"plans.missingOptions" = "Missing %@.\nFix: give --sets, --work and --rest, or --total, --sets and --ratio or --intensity.";
"plans.conflictingOptions" = "%@ cannot be combined with %@.\nFix: use either --work/--rest or --total with --ratio or --intensity.";
"show.versionOf" = "Version %@ of %@";
"show.status" = "Status";
"plans.versionName" = "%@ (version %@)";
"""#
}
