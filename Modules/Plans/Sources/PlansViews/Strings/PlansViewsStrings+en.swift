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

/* The home's Plans tab (`interfit` alone on a terminal) */
"home.section.recent" = "Recent";
"home.section.favorites" = "Favorites";
"home.section.all" = "All";
"home.section.archived" = "Archived";
"home.empty" = "No plans here yet. Press n to create one.";
"home.emptyFavorites" = "No favorite plans yet. Press f on a plan to mark it.";
"home.emptyArchived" = "No archived plans. Press a on a plan to archive it.";
"home.noMatch" = "No plan name here contains \"%@\". Esc clears the filter.";
"home.exportPrompt" = "Export to (Enter writes, Esc cancels): %@";
"home.hint.new" = "n new";
"home.hint.start" = "s start";
"home.hint.edit" = "e edit";
"home.hint.versions" = "v versions";
"home.hint.sections" = "←→ part";
"home.hint.viewVersion" = "⏎ view";
"home.hint.startVersion" = "s start this version";
"home.versions.title" = "Versions of %@ (newest first)";
"home.versions.none" = "No versions yet: each save in the editor publishes one.";
"home.editor.new" = "New plan";
"home.editor.edit" = "Edit %@ (saving makes a new version)";
"home.editor.mode" = "Mode";
"home.editor.modeA" = "A: sets × work/rest";
"home.editor.modeB" = "B: total time + ratio";
"home.editor.intensity" = "Intensity";
"home.editor.intensity.light" = "light 1:2";
"home.editor.intensity.medium" = "medium 1:1";
"home.editor.intensity.hard" = "hard 2:1";
"home.editor.designed" = "→ work %@ · rest %@";
"home.editor.exercises" = "Exercises";
"home.editor.noExercises" = "none (Enter adds)";
"home.editor.exercisesHeading" = "Exercises: set i shows exercise i (repeating)";
"home.editor.addExercise" = "add an exercise";
"home.editor.total" = "Total: %@";
"home.editor.long" = "over 2 hours";
"home.editor.noPreview" = "The timeline shows once every field is valid.";
"home.editor.discard" = "Discard your changes? y = discard, any other key = keep editing";
"home.hint.save" = "⏎ save";
"home.hint.row" = "↑↓ row";
"home.hint.change" = "+/− change";
"home.hint.exercises" = "⏎ edit the list";
"home.hint.leave" = "Esc leave";
"home.hint.addExercise" = "⏎ add after";
"home.hint.removeExercise" = "Del remove";
"home.hint.doneExercises" = "Esc done";
"help.section" = "the next or previous part: recent, favorites, all, archived";
"help.detail" = "show the selected plan in full (Enter or Esc closes it)";
"help.start" = "adjust and start the selected plan";
"help.edit" = "edit it (saving makes a new version)";
"help.create" = "create a new plan (mode A or B)";
"help.copy" = "copy it under a free name";
"help.favorite" = "mark or unmark it as a favorite";
"help.archive" = "archive it or bring it back";
"help.delete" = "delete it (asks first)";
"help.export" = "export it to a JSON file";
"help.versions" = "its versions: view one, start an old one";
"help.versionDetail" = "show the selected version in full";
"help.startVersion" = "train with the selected version";
"help.row" = "the next or previous row (Tab, Shift-Tab)";
"help.type" = "type into the row; the first key replaces a number";
"help.step" = "the next or previous value (mode, intensity, numbers)";
"help.save" = "save: a new immutable version";
"help.exercises" = "on Exercises: edit the list (Enter adds one)";
"help.removeExercise" = "in the list: remove the exercise";
"help.leave" = "leave (asks first when something changed); q too";
"""#
}
