// swift-format-ignore-file
// A string table, kept byte for byte in `.strings` syntax (swift-format would indent its lines).

extension SharedUIStrings {
    /// The English table in `.strings` syntax: `"key" = "value";`, `%@` placeholders filled in order.
    static let english = #"""
/* Segment kinds */
"kind.warmup" = "Warm-up";
"kind.work" = "Work";
"kind.rest" = "Rest";
"kind.roundRest" = "Round rest";
"kind.cooldown" = "Cool-down";

/* Session words: neutral, never judging */
"status.running" = "running";
"status.paused" = "paused";
"status.completed" = "completed";
"status.ended" = "ended early";
"tag.interrupted" = "interrupted";
"tag.adjusted" = "adjusted";
"tag.audioDegraded" = "sound degraded";
"tag.recovered" = "recovered";
"pause.user" = "paused";
"pause.interruption" = "suspended";
"pause.safety" = "the clock jumped";
"list.separator" = ", ";

/* Plan validation */
"issue.field" = "%@: %@";
"issue.range" = "must be between %@ and %@ (got %@).";
"issue.length" = "must be %@ to %@ characters long (got %@).";
"issue.bytes" = "must take at most %@ bytes (got %@); use fewer combining marks or a shorter name.";
"issue.printable" = "must contain only printable characters (no control characters, escape sequences or line breaks).";
"issue.blank" = "must not be only spaces.";
"issue.nameTaken" = "\"%@\" is already taken (names are unique ignoring case).\nFix: choose another name, or edit that plan.";
"issue.tooMany" = "at most %@ entries (got %@).";
"issue.totalTooShort" = "too short for these sets at this ratio; use at least %@ (got %@).";
"issue.totalTooLong" = "too long for these sets at this ratio (work and rest may be at most 30:00 each); use at most %@ (got %@), or more sets.";
"issue.ratio.form" = "must be two whole numbers such as 2:1 (work:rest).";
"issue.ratio.zeroWork" = "the work part must be at least 1 (a ratio of 0:R would leave nothing to train).";
"issue.ratio.range" = "each part must be between 0 and 100 (work at least 1), e.g. 2:1.";
"issue.duration" = "\"%@\" is not a duration.\nFix: use a form such as %@.";
"issue.durationComponent" = "\"%@\" has minutes or seconds of 60 or more after a larger unit.\nFix: write 2m30s or 2:30 instead of 1m90s or 1:90.";
"issue.durationTooLarge" = "\"%@\" is far too long.\nFix: use at most %@.";

/* Storage */
"db.notADatabase" = "%@ is not an Interfit database, so it was left untouched.\nFix: point --db (or INTERFIT_DB) at another file, or move this one away.";
"db.foreign" = "%@ is an SQLite database of another program, so it was left untouched.\nFix: point --db (or INTERFIT_DB) at another file.";
"db.notAFile" = "%@ is a %@, not a database file; it was left untouched.\nFix: point --db (or INTERFIT_DB) at a regular file.";
"db.corrupt" = "The database %@ is damaged (%@); it was left untouched.\nFix: restore it from a backup, or move it away to start a new one.";
"db.unreadable" = "Cannot read or write %@ (%@).\nFix: check the file's permissions, or choose another file with --db.";
"db.newerSchema" = "%@ was written by a newer version of Interfit; it was left untouched.\nFix: update Interfit, or use another file with --db.";
"db.busy" = "The database %@ is busy (another program holds it); nothing was changed.\nFix: try again in a moment.";
"db.full" = "The disk holding %@ is full; nothing was changed.\nFix: free some space and try again.";
"db.cannotCreateFolder" = "Cannot create the folder %@ (%@).\nFix: choose another location with --db.";
"db.unreachable" = "Cannot reach %@ (%@); nothing was read or changed.\nFix: check the path and the permissions of its folders, or choose another file with --db.";
"db.folderMissing" = "The folder %@ does not exist; nothing was created.\nFix: create it first (mkdir -p), or choose another file with --db.";
"db.notCreated" = "There is no database at %@ yet (nothing has been saved there); nothing was written.\nFix: check --db (or INTERFIT_DB), or train once to create it.";
"db.storage" = "The database failed (%@); nothing was changed.\nFix: run `interfit doctor` to check it.";
"file.kind.directory" = "directory";
"file.kind.fifo" = "named pipe (FIFO)";
"file.kind.device" = "device";
"file.kind.socket" = "socket";
"file.kind.other" = "special file";

/* Sound degradation */
"degraded.noPlayer" = "no audio player found (pw-play, paplay, aplay)";
"degraded.noUsablePlayer" = "no audio player could play a test sound (%@)";
"degraded.playerFailed" = "the audio player %@ failed (%@)";
"degraded.noVoice" = "no speech program found (espeak-ng, espeak, spd-say)";
"degraded.voiceFailed" = "the speech program %@ failed (%@)";
"degraded.tones" = "the tone files could not be written";
"helper.couldNotStart" = "could not start";
"helper.exit" = "exit %@";
"helper.timedOut" = "no answer within %@ s";

/* Session journal */
"journal.unsafe" = "The journal folder %@ is not safe to use (%@), so this workout has no crash journal.\nFix: make it a folder of yours that nobody else can write to, or set XDG_STATE_HOME elsewhere.";
"journal.unsafe.symbolicLink" = "it is a symbolic link";
"journal.unsafe.notAFolder" = "it is not a folder";
"journal.unsafe.notOwned" = "another user owns it";
"journal.unsafe.writableByOthers" = "other users may write to it";
"journal.diskFull" = "No room for the workout's journal at %@; it may not survive a crash.\nFix: free some disk space.";
"journal.inUse" = "The journal %@ belongs to a workout that is still running.";
"journal.unreadable" = "The journal %@ cannot be read; it was moved aside and kept.";
"journal.failed" = "The journal %@ could not be written (%@).";
"journal.full" = "The journal %@ reached its size limit; later events of this workout were not journalled.";

/* Music degradation */
"music.noMPV" = "music is off: mpv is not installed";
"music.noPlayerctl" = "desktop-player music is off: playerctl is not installed";
"music.noDesktopPlayer" = "desktop-player music is off: no MPRIS player is running";
"music.missing" = "music: %@ does not exist; the current music goes on";
"music.loadFailed" = "music: %@ could not be played; the current music goes on";
"music.playerDied" = "music stopped: the player quit";

/* Files */
"file.cannotRead" = "Cannot read %@ (%@).\nFix: check the path and its permissions.";
"file.cannotWrite" = "Cannot write %@ (%@); nothing was written.\nFix: check the folder exists and is writable.";
"file.cannotWriteOutput" = "Cannot write to standard output (%@); what was written is incomplete.\nFix: send the output somewhere with room, or name a file instead of -.";
"file.notAFile" = "%@ is a %@, not a regular file, and was left untouched.\nFix: name a regular file, or - for standard output.";
"file.exists" = "%@ already exists and was left untouched.\nFix: choose another file name, or add --force to replace it.";
"file.tooLarge" = "%@ is larger than %@ KiB, too large for this file kind; nothing was read into the library.\nFix: check it is the right file.";
"errno.noent" = "no such file or folder";
"errno.isdir" = "it is a directory";
"errno.access" = "permission denied";
"errno.nospc" = "the disk is full";
"errno.rofs" = "the disk is read-only";
"errno.notdir" = "a part of the path is not a folder";

/* Unreadable rows */
"row.unreadable.plan" = "warning: skipped the stored plan %@, which cannot be read. Remove it with: interfit plans rm %@";
"row.unreadable.planVersion" = "warning: skipped a plan version (%@) that cannot be read; see `interfit doctor`.";
"row.unreadable.session" = "warning: skipped the session %@, which cannot be read; the others are shown. See `interfit doctor --full`.";
"row.unreadable.setting" = "warning: the stored value of the setting %@ cannot be read, so its default applies. Fix: set it again with `interfit settings set %@ VALUE`.";

/* Music options */
"musicPlan.noneWithSelections" = "--no-music: cannot be combined with --work-music, --rest-music or --set-music; drop one of them.";
"musicPlan.emptyReference" = "%@: the music reference is empty; give a file, folder, .m3u playlist, player or none.";
"musicPlan.oneSelectionOnly" = "%@: this strategy takes one selection; give it once, or use --music-strategy cycle for a list.";
"musicPlan.setMusicNeedsExplicit" = "--set-music: needs --music-strategy explicit (or leave the strategy out).";
"musicPlan.malformedSetEntry" = "--set-music: \"%@\" is not N=REF; write it like --set-music 2=~/Music/climb.m3u.";
"musicPlan.setOutOfRange" = "--set-music: set %@ does not exist; the plan has sets 1 to %@.";
"musicPlan.duplicateSet" = "--set-music: set %@ is given twice; give each set once.";
"field.name" = "Name";
"field.sets" = "Sets";
"field.work" = "Work";
"field.rest" = "Rest";
"field.warmup" = "Warm-up";
"field.cooldown" = "Cool-down";
"field.rounds" = "Rounds";
"field.round-rest" = "Round rest";
"field.exercise" = "Exercise";
"field.total" = "Total";
"field.ratio" = "Ratio";

/* The home (`interfit` alone on a terminal) */
"home.tab.train" = "Train";
"home.tab.plans" = "Plans";
"home.tab.history" = "History";
"home.tab.settings" = "Settings";
"hint.move" = "↑↓ move";
"hint.open" = "⏎ open";
"hint.back" = "Esc back";
"hint.filter" = "/ filter";
"hint.keys" = "? keys";
"hint.quit" = "q quit";
"hint.tabs" = "Tab switch";
"help.title" = "Keys on this screen";
"help.tabs" = "switch tabs (Train · Plans · History · Settings)";
"help.keys" = "show or hide these keys";
"help.back" = "go back (or close the filter)";
"help.quit" = "quit";
"help.close" = "Any key closes this list.";
"help.closeScroll" = "↑↓ scroll · any other key closes";
"help.move" = "move (Page Up/Down, Home/End, g/G)";
"help.filter" = "filter the list as you type; Enter keeps it, Esc clears it";
"filter.prompt" = "Filter: %@";
"list.position" = "%@ of %@";
"hint.keepFilter" = "⏎ keep the filter";
"hint.clearFilter" = "Esc clear it";
"hint.yesNo" = "y yes · any other key no";
"""#
}
