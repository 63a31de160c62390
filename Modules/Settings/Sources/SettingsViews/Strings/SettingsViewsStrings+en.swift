// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SettingsViewsStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* settings */
"label.key" = "KEY";
"label.value" = "VALUE";
"label.source" = "SOURCE";
"label.allowed" = "ALLOWED";
"label.default" = "default";
"label.set" = "set";
"settings.unknownKey" = "Unknown setting \"%@\".\nFix: use one of %@.";
"settings.invalidValue" = "%@ cannot be \"%@\".\nFix: use one of %@.";

/* doctor */
"doctor.database" = "Database";
"doctor.schema" = "Schema";
"doctor.integrity" = "Integrity";
"doctor.quickCheck" = "(quick check; --full runs the complete, slower check)";
"doctor.fullCheck" = "(full integrity check)";
"doctor.plans" = "Plans";
"doctor.sessions" = "Sessions";
"doctor.size" = "Size";
"doctor.unreadable" = "Unreadable rows";
"doctor.ok" = "ok";
"doctor.problem" = "problem";
"doctor.notCreated" = "not created yet (the first saved plan or workout creates it)";
"doctor.language" = "Language";
"doctor.colors" = "Colours";
"doctor.on" = "on";
"doctor.off" = "off";
"doctor.player" = "Audio player";
"doctor.music" = "Music";
"doctor.desktopPlayers" = "Desktop players";
"doctor.noDesktopPlayer" = "none running (music from `player` waits for one)";
"doctor.voice" = "Voice";
"doctor.terminal" = "Terminal";
"doctor.testPlayed" = "(a silent test play succeeded)";
"doctor.noPlayer" = "none usable (%@) — cues use the terminal bell";
"doctor.separator" = "; ";
"doctor.program.missing" = "%@: not installed";
"doctor.program.failed" = "%@: test play failed (%@)";
"doctor.noVoice" = "none of %@ — voice cues are off";
"doctor.tty" = "TTY, %@";
"doctor.dumbTTY" = "TTY, %@, but TERM is dumb or unset — `start` prints plain lines";
"doctor.noTTY" = "not a TTY — `start` prints plain lines";
"helper.couldNotStart" = "could not start";
"helper.exit" = "exit %@";
"helper.timedOut" = "no answer within %@ s";

/* backup */
"backup.counts" = "%@, %@, %@ and %@";
"backup.plan.one" = "%@ plan";
"backup.plan.other" = "%@ plans";
"backup.version.one" = "%@ version";
"backup.version.other" = "%@ versions";
"backup.session.one" = "%@ session";
"backup.session.other" = "%@ sessions";
"backup.setting.one" = "%@ setting";
"backup.setting.other" = "%@ settings";
"backup.exported" = "Exported %@ to %@.";
"backup.merged" = "Added %@ that were missing.";
"backup.replaced" = "Replaced everything with the bundle's %@.";
"backup.skipped" = "Already there (left as they were): %@.";
"backup.replaceQuestion" = "Replace ALL plans, versions, sessions and settings with the bundle's? y = yes, any other key = no";
"backup.notReplaced" = "Nothing was replaced.";
"backup.needsYes" = "--replace replaces everything; without a terminal to ask, it needs --yes.\nFix: add --yes, or use --merge to add only what is missing.";
"backup.stdin" = "standard input";
"backup.malformed" = "%@ is not a usable Interfit backup: at %@, %@. Nothing was changed.\nFix: export the backup again with `interfit backup export`.";
"backup.newerFormat" = "%@ uses backup format %@, but this Interfit reads up to %@; nothing was changed.\nFix: update Interfit.";
"backup.newerSchema" = "%@ comes from a newer Interfit (database %@, this one knows up to %@); nothing was changed.\nFix: update Interfit.";
"reason.invalidJSON" = "the text is not valid JSON";
"reason.truncated" = "the file ends too early";
"reason.wrongType" = "the value has the wrong type";
"reason.missingKey" = "a required key is missing";
"reason.duplicateKey" = "a key appears twice";
"reason.duplicateId" = "an id appears twice";
"reason.invalidId" = "the id is not a valid id";
"reason.invalidDate" = "the date is not an ISO 8601 date";
"reason.invalidValue" = "the value is not one that is allowed";
"reason.unknownSetting" = "the setting is not known";
"reason.outOfRange" = "the number is out of range";
"reason.dateOutOfRange" = "the date is outside 1970–9999, which Interfit never writes";
"reason.unknownSchema" = "it is not a schema version of Interfit";
"reason.invalidName" = "the name is empty, too long or holds control characters";
"reason.tooManyItems" = "the list is too long";
"reason.unknownPlan" = "the version belongs to no plan";
"reason.duplicateVersionNumber" = "two versions have the same number";
"reason.tooLarge" = "one entry is far too large";

/* The home's Settings tab (`interfit` alone on a terminal) */
"home.title" = "Settings: the global layer";
"home.layers" = "start --cues beats a plan's settings, which beat these.";
"home.hint.next" = "⏎ next value";
"home.hint.reset" = "r default";
"home.hint.doctor" = "d doctor";
"home.hint.scroll" = "↑↓ scroll";
"home.doctor.title" = "Doctor: database, sound, terminal";
"home.doctor.running" = "Checking…";
"help.nextValue" = "the next allowed value (saved at once)";
"help.previousValue" = "the previous allowed value";
"help.reset" = "back to the default";
"help.doctor" = "check the database, sound and terminal";
"help.scroll" = "scroll (Page Up/Down, Home/End)";
"""#
}
